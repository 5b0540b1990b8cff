import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';

export function HelpCenterPage() {
  return (
    <>
      <PageHeader title="Help Center" />
      <ComingSoon />
    </>
  );
}
