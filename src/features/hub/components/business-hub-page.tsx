import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';

export function BusinessHubPage() {
  return (
    <>
      <PageHeader
        title="Business Hub"
        subtitle="Templates, guides and articles to help you start, run and grow your business."
      />
      <ComingSoon />
    </>
  );
}
