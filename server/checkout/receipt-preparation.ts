import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { invoiceReceipts, invoices } from '../db/schema';
import type { DocumentStore } from '../documents/document-store';
import type { StoredInvoice } from './invoices';
import { receiptContent } from './receipt-content';
import { receiptDocument } from './receipt-document';
import { renderReceiptPdf } from './receipt-pdf';

/**
 * Writes PDF receipts in the background, a moment after the purchase answered: the invoice is
 * there at once, its receipt (a document of the store, named by an `invoice_receipts` row)
 * shortly after, which is what the client's receipt polling waits for (dashboard §4). A
 * receipt is written once; a second writer (another process, a retry) finds the first one.
 */
export class ReceiptPreparation {
  /** Receipts being written by this process, by invoice id. */
  private readonly running = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly documents: DocumentStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts writing the invoice's receipt, unless this process already is. Never throws. */
  start(stored: StoredInvoice): void {
    const invoiceId = stored.invoice.id;
    if (stored.receiptReady || this.running.has(invoiceId)) return;
    const run = this.write(stored)
      .catch((error: unknown) => {
        // Written again when the owner next lists receipts (see the receipts route).
        this.log.error({ err: error, invoiceId }, 'receipt could not be written');
      })
      .finally(() => this.running.delete(invoiceId));
    this.running.set(invoiceId, run);
  }

  /** Waits for the receipts under way, so none is cut off by the database closing. */
  async settled(): Promise<void> {
    await Promise.all(this.running.values());
  }

  private async write(stored: StoredInvoice): Promise<void> {
    const invoiceId = stored.invoice.id;
    const pdf = await renderReceiptPdf(receiptContent(stored));
    await this.db.transaction(async (tx) => {
      // The invoice's lock: a second writer waits here, then finds the receipt written.
      await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.id, invoiceId))
        .for('update');
      const [written] = await tx
        .select({ invoiceId: invoiceReceipts.invoiceId })
        .from(invoiceReceipts)
        .where(eq(invoiceReceipts.invoiceId, invoiceId));
      if (written) return;
      const document = await this.documents.store(receiptDocument(stored, pdf), tx);
      await tx.insert(invoiceReceipts).values({ invoiceId, documentId: document.id });
    });
  }
}
