import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';
import { SubNavLayout } from '../../../ui/sub-nav';
import { INVOICES_SECTIONS } from '../invoices-sections';

const ITEMS = INVOICES_SECTIONS.map(({ slug, label }) => ({ href: `/invoices/${slug}`, label }));

export function InvoicesPage() {
  return (
    <>
      <PageHeader title="Invoices" />
      <SubNavLayout label="Invoices" items={ITEMS}>
        <ComingSoon />
      </SubNavLayout>
    </>
  );
}
