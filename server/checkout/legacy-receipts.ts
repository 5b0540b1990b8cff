import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { invoiceReceipts, invoices } from '../db/schema';
import type { DocumentStore } from '../documents/document-store';
import { LEGACY_BATCH, moveInBatches } from '../documents/legacy-bytes';
import { findInvoice } from './invoices';
import { receiptDocument } from './receipt-document';

/**
 * Moves receipts kept in `invoice_receipts.pdf` (decision 0015) into the documents store
 * (decision 0048), at every start until none is left, as moveLegacyDocumentBytes moves the
 * documents: rows no other process holds, one batch per transaction. Returns how many this
 * process moved.
 */
export function moveLegacyReceipts(db: Database, documents: DocumentStore): Promise<number> {
  return moveInBatches(db, async (tx) => {
    const rows = await tx
      .select({ receipt: invoiceReceipts, individualId: invoices.individualId })
      .from(invoiceReceipts)
      .innerJoin(invoices, eq(invoices.id, invoiceReceipts.invoiceId))
      .where(isNull(invoiceReceipts.documentId))
      .limit(LEGACY_BATCH)
      .for('update', { of: invoiceReceipts, skipLocked: true });
    for (const { receipt, individualId } of rows) {
      const stored = (await findInvoice(tx, individualId, receipt.invoiceId))!;
      // A receipt row without its document holds the PDF (written before the store).
      const document = await documents.store(receiptDocument(stored, receipt.pdf!), tx);
      await tx
        .update(invoiceReceipts)
        .set({ documentId: document.id, pdf: null })
        .where(eq(invoiceReceipts.invoiceId, receipt.invoiceId));
    }
    return rows.length;
  });
}
