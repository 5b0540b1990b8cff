import { checkoutJson } from '../../../api/http';
import { runtimeConfig } from '../../../api/runtime-config';
import type { Invoice } from '../../../domain/contracts/invoices';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls GET /v1/customer/{id}/receipts (interval and attempts from /config.json, spec dashboard
 * §9) until an invoice holds every purchased product; false when the attempts run out.
 */
export async function waitForReceipt(invoice: Invoice): Promise<boolean> {
  const { intervalMs, attempts } = runtimeConfig().receiptPolling;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const { invoices } = await checkoutJson<{ invoices: Invoice[] }>(
      `/v1/customer/${invoice.customer_id}/receipts`,
    ).catch(() => ({ invoices: [] as Invoice[] }));
    const receipted = invoices.find((candidate) => candidate.invoice_id === invoice.invoice_id);
    if (receipted && invoice.products.every((name) => receipted.products.includes(name))) {
      return true;
    }
    if (attempt < attempts) await sleep(intervalMs);
  }
  return false;
}
