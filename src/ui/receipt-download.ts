import { useState } from 'react';
import { checkoutResponse } from '../api/http';
import {
  RECEIPT_BEING_PREPARED,
  RECEIPT_DOWNLOAD_FAILED,
} from '../domain/checkout/receipt-messages';
import { saveFile } from './save-file';

/** A receipt that cannot be downloaded (yet): its message is the spec's. */
class ReceiptError extends Error {
  override name = 'ReceiptError';
}

/** What names an invoice's receipt: the order confirmation's invoice and the invoices list's. */
export interface ReceiptOf {
  customer_id: string;
  invoice_id: number;
  number: string;
}

/**
 * Downloads the invoice's PDF receipt as a file (GET /v1/customer/{id}/receipts/{invoice}.pdf);
 * a 404 means it is still being written (dashboard §8). Every screen offering a receipt uses it.
 */
async function downloadReceipt(invoice: ReceiptOf): Promise<void> {
  let response: Response;
  try {
    response = await checkoutResponse(
      `/v1/customer/${encodeURIComponent(invoice.customer_id)}/receipts/${invoice.invoice_id}.pdf`,
    );
  } catch {
    throw new ReceiptError(RECEIPT_DOWNLOAD_FAILED);
  }
  if (response.status === 404) throw new ReceiptError(RECEIPT_BEING_PREPARED);
  if (!response.ok) throw new ReceiptError(RECEIPT_DOWNLOAD_FAILED);
  saveFile(await response.blob(), `charter-receipt-${invoice.number}.pdf`);
}

/**
 * A receipt's download as a button runs it: whether it is under way, and the spec's message
 * when it could not be saved (being prepared, or failed), cleared at the next try.
 */
export function useReceiptDownload(invoice: ReceiptOf | null) {
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    if (!invoice) return;
    setProblem(null);
    setDownloading(true);
    try {
      await downloadReceipt(invoice);
    } catch (error) {
      setProblem(error instanceof ReceiptError ? error.message : RECEIPT_DOWNLOAD_FAILED);
    } finally {
      setDownloading(false);
    }
  };
  return { download: () => void download(), downloading, problem };
}
