import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';

export function AssistantPage() {
  return (
    <>
      <PageHeader title="Assistant" />
      <ComingSoon />
    </>
  );
}
