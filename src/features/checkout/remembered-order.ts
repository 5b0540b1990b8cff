import type { Invoice } from './api/purchase';

const KEY = 'charter:order-invoice';

/** The invoice the order confirmation shows (this tab; gone with it). */
export function rememberOrder(invoice: Invoice): void {
  sessionStorage.setItem(KEY, JSON.stringify(invoice));
}

export function rememberedOrder(): Invoice | null {
  try {
    const invoice = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Invoice | null;
    return invoice &&
      typeof invoice.invoice_id === 'number' &&
      typeof invoice.customer_id === 'string'
      ? invoice
      : null;
  } catch {
    return null;
  }
}
