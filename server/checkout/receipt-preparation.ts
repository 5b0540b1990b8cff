import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { invoiceReceipts, invoices } from '../db/schema';
import type { DocumentStore } from '../documents/document-store';
import type { JobEngine } from '../jobs/job-engine';
import { findInvoice, type StoredInvoice } from './invoices';
import { receiptContent } from './receipt-content';
import { receiptDocument } from './receipt-document';
import { renderReceiptPdf } from './receipt-pdf';
import { receiptMail } from './receipt-mail';
import type { Mailer } from '../mail/mailer';

/** Where the owner finds every invoice and receipt (the account area's invoices). */
const INVOICES_LIST_PATH = '/invoices/invoices-list';

/** The job that writes an invoice's receipt when the process that sold it did not. */
export const RECEIPT_JOB = 'receipt';
/** The job that mails a receipt once it is written (a security-like notice: never turned off). */
const RECEIPT_MAIL_JOB = 'receipt-mail';

/**
 * How long after the purchase the receipt's job runs: the purchasing process has written the
 * receipt within a second or so by then, and the job finds it written (one PDF, not two); the
 * job writes it only when that process stopped first.
 */
const RECEIPT_JOB_DELAY_MS = 60_000;

/**
 * Writes PDF receipts in the background, a moment after the purchase answered: the invoice is
 * there at once, its receipt (a document of the store, named by an `invoice_receipts` row)
 * shortly after, which is what the client's receipt polling waits for (dashboard §4). The
 * purchasing process starts writing at once; a durable job committed with the invoice
 * (scheduleWith) writes it later if that process stopped first. A receipt is written once; a
 * second writer (another process, the job, a retry) finds the first one.
 */
export class ReceiptPreparation {
  /** Receipts being written by this process, by invoice id. */
  private readonly running = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly documents: DocumentStore,
    private readonly jobs: JobEngine,
    private readonly log: FastifyBaseLogger,
    private readonly mail: { mailer: Mailer; publicUrl: string },
  ) {
    jobs.define(RECEIPT_MAIL_JOB, (payload, { db }) =>
      this.sendReceipt(db, Number(payload.individual_id), Number(payload.invoice_id)),
    );
    jobs.define(RECEIPT_JOB, async (payload, { db }) => {
      const stored = await findInvoice(
        db,
        Number(payload.individual_id),
        Number(payload.invoice_id),
      );
      // No invoice: it went with its owner's account (deleted meanwhile), and so does the receipt.
      if (stored && !stored.receiptReady) await this.write(stored);
    });
  }

  /**
   * Schedules the invoice's receipt job inside the purchase's transaction, so it is kept
   * exactly when the invoice is.
   */
  async scheduleWith(tx: Database, stored: StoredInvoice): Promise<void> {
    const { id, individualId, paidAt } = stored.invoice;
    await this.jobs.schedule(
      {
        kind: RECEIPT_JOB,
        key: `${RECEIPT_JOB}:${id}`,
        runAt: new Date(paidAt.getTime() + RECEIPT_JOB_DELAY_MS),
        payload: { invoice_id: id, individual_id: individualId },
      },
      tx,
    );
  }

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
      await this.jobs.schedule(
        {
          kind: RECEIPT_MAIL_JOB,
          key: `${RECEIPT_MAIL_JOB}:${invoiceId}`,
          runAt: new Date(),
          payload: { invoice_id: invoiceId, individual_id: stored.invoice.individualId },
        },
        tx,
      );
    });
  }

  /** Job: the receipt, attached, to the address it was billed to. */
  private async sendReceipt(db: Database, individualId: number, invoiceId: number): Promise<void> {
    const stored = await findInvoice(db, individualId, invoiceId);
    const [row] = await db
      .select({ documentId: invoiceReceipts.documentId })
      .from(invoiceReceipts)
      .where(eq(invoiceReceipts.invoiceId, invoiceId));
    const receipt = row?.documentId
      ? await this.documents.find(row.documentId, individualId)
      : null;
    if (!stored || !receipt) return;
    await this.mail.mailer.send(
      receiptMail(receiptContent(stored), receipt, `${this.mail.publicUrl}${INVOICES_LIST_PATH}`),
    );
  }
}
