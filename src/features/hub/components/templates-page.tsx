import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';

export function TemplatesPage() {
  return (
    <>
      <PageHeader title="Business Templates" />
      <ComingSoon />
    </>
  );
}
