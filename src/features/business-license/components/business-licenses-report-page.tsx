import { PageHeader } from '../../../ui/page-header';
import { LicenceReportView } from './licence-report-view';

/**
 * Business Licenses Report (spec dashboard §2, /business-report/licenses; the licence
 * submission's order_url): the owner's report, its PDF in a frame and its text beside.
 */
export function BusinessLicensesReportPage() {
  return (
    <>
      <PageHeader
        title="Business Licenses Report"
        subtitle="The licenses and permits your business needs at each level, with who issues them, what they cost and where Charter read it."
      />
      <LicenceReportView level={2} />
    </>
  );
}
