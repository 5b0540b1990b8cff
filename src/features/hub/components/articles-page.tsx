import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';

export function ArticlesPage() {
  return (
    <>
      <PageHeader title="Articles" />
      <ComingSoon />
    </>
  );
}
