import { ComingSoonArea } from '../../../ui/coming-soon-area';
import { INVOICES_SECTIONS } from '../invoices-sections';

export function InvoicesPage() {
  return <ComingSoonArea title="Invoices" path="/invoices" sections={INVOICES_SECTIONS} />;
}
