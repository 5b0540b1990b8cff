import { checkoutJson, checkoutResponse } from '../../../api/http';
import { runtimeConfig } from '../../../api/runtime-config';
import { saveFile } from '../../../ui/save-file';
import type { Invoice } from './invoice';

/** Spec dashboard §8. */
export const RECEIPT_BEING_PREPARED =
  'Your receipt is being prepared. Please wait a moment and try again.';
export const RECEIPT_DOWNLOAD_FAILED = 'Failed to download receipt';

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

/** A receipt that cannot be downloaded (yet): its message is the spec's. */
export class ReceiptError extends Error {
  override name = 'ReceiptError';
}

/** Downloads the invoice's PDF receipt as a file. */
export async function downloadReceipt(invoice: Invoice): Promise<void> {
  let response: Response;
  try {
    response = await checkoutResponse(
      `/v1/customer/${invoice.customer_id}/receipts/${invoice.invoice_id}.pdf`,
    );
  } catch {
    throw new ReceiptError(RECEIPT_DOWNLOAD_FAILED);
  }
  if (response.status === 404) throw new ReceiptError(RECEIPT_BEING_PREPARED);
  if (!response.ok) throw new ReceiptError(RECEIPT_DOWNLOAD_FAILED);
  saveFile(await response.blob(), `charter-receipt-${invoice.number}.pdf`);
}
