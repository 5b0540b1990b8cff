import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';

export function ServicesPage() {
  return (
    <>
      <PageHeader title="Products" />
      <ComingSoon />
    </>
  );
}
