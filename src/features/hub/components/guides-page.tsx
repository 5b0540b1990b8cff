import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';

export function GuidesPage() {
  return (
    <>
      <PageHeader
        title="Guides"
        subtitle="Practical, founder-focused guides to move your business forward."
      />
      <ComingSoon />
    </>
  );
}
