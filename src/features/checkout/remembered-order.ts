import { registerOwnerDataCleanup } from '../../api/owner-data';
import { sessionRecord } from '../../local/session-records';
import { invoiceSchema, type Invoice } from '../../domain/contracts/invoices';

/** The invoice the order confirmation shows (this tab; gone with it). */
const rememberedInvoice = sessionRecord('charter:order-invoice', invoiceSchema);

export function rememberOrder(invoice: Invoice): void {
  rememberedInvoice.write(invoice);
}

export function rememberedOrder(): Invoice | null {
  return rememberedInvoice.read();
}

// The invoice is the owner's: it leaves with their session, as the dashboard's copy does.
registerOwnerDataCleanup(() => rememberedInvoice.remove());
