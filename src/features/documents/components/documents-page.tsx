import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';
import { SubNavLayout } from '../../../ui/sub-nav';
import { DOCUMENTS_SECTIONS } from '../documents-sections';

const ITEMS = DOCUMENTS_SECTIONS.map(({ slug, label }) => ({ href: `/documents/${slug}`, label }));

export function DocumentsPage() {
  return (
    <>
      <PageHeader title="Business Documents" />
      <SubNavLayout label="Documents" items={ITEMS}>
        <ComingSoon />
      </SubNavLayout>
    </>
  );
}
