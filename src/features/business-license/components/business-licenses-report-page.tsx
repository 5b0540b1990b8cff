import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';

export function BusinessLicensesReportPage() {
  return (
    <>
      <PageHeader title="Business Licenses Report" />
      <ComingSoon />
    </>
  );
}
