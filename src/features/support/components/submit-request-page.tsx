import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';

export function SubmitRequestPage() {
  return (
    <>
      <PageHeader title="Submit a request" />
      <ComingSoon />
    </>
  );
}
