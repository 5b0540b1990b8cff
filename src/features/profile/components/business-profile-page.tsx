import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';

export function BusinessProfilePage() {
  return (
    <>
      <PageHeader title="Your Business Profile" />
      <ComingSoon />
    </>
  );
}
