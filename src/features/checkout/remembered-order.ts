import { registerOwnerDataCleanup } from '../../api/owner-data';
import { readSessionJson, removeSessionJson, writeSessionJson } from '../../local/session-json';
import type { Invoice } from './api/purchase';

const KEY = 'charter:order-invoice';

function isInvoice(value: unknown): value is Invoice {
  const invoice = value as Partial<Invoice> | null;
  return (
    typeof invoice === 'object' &&
    invoice !== null &&
    typeof invoice.invoice_id === 'number' &&
    typeof invoice.customer_id === 'string'
  );
}

/** The invoice the order confirmation shows (this tab; gone with it). */
export function rememberOrder(invoice: Invoice): void {
  writeSessionJson(KEY, invoice);
}

export function rememberedOrder(): Invoice | null {
  return readSessionJson(KEY, isInvoice);
}

// The invoice is the owner's: it leaves with their session, as the dashboard's copy does.
registerOwnerDataCleanup(() => removeSessionJson(KEY));
