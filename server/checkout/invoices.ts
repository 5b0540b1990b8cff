import { and, asc, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { invoiceLines, invoiceReceipts, invoices } from '../db/schema';
import type { BilledTo } from '../../src/domain/contracts/checkout';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/** An invoice with its lines, and whether its receipt has been written yet. */
export interface StoredInvoice {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  receiptReady: boolean;
}

/** An invoice as Charter answers it (spec dashboard §3 "Invoice": products, plus the rest). */
export interface InvoiceResponse {
  invoice_id: number;
  number: string;
  customer_id: string;
  description: string;
  /** The product names bought, in order: what receipt polling waits for (dashboard §4). */
  products: string[];
  lines: Array<{ product_name: string; price_id: string; unit_price: number; amount: number }>;
  /** Cents. */
  total: number;
  currency: string;
  paid_at: string;
  payment_intent_id: string | null;
  card: { brand: string; last4: string };
  billed_to: BilledTo;
  /** Where the PDF receipt is downloaded; null while it is being prepared. */
  receipt_url: string | null;
}

/** INV-000042: the number printed on the receipt, from the invoice id. */
export function invoiceNumber(invoiceId: number): string {
  return `INV-${String(invoiceId).padStart(6, '0')}`;
}

export function invoiceResponse(
  { invoice, lines }: Pick<StoredInvoice, 'invoice' | 'lines'>,
  receiptUrl: string | null,
): InvoiceResponse {
  return {
    invoice_id: invoice.id,
    number: invoiceNumber(invoice.id),
    customer_id: invoice.customerId,
    description: invoice.description,
    products: lines.map((line) => line.productName),
    lines: lines.map((line) => ({
      product_name: line.productName,
      price_id: line.priceId,
      unit_price: line.unitPrice,
      amount: line.amount,
    })),
    total: invoice.total,
    currency: invoice.currency,
    paid_at: invoice.paidAt.toISOString(),
    payment_intent_id: invoice.paymentIntentId,
    card: { brand: invoice.cardBrand, last4: invoice.cardLast4 },
    billed_to: invoice.billedTo,
    receipt_url: receiptUrl,
  };
}

export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id'> & {
  lines: Array<Omit<typeof invoiceLines.$inferInsert, 'invoiceId' | 'position'>>;
};

/**
 * Records a paid purchase, once per purchase key: `recorded` is false when the purchase had
 * already been recorded (a retried request), whose invoice is then answered as it was.
 */
export async function recordInvoice(
  db: Database,
  { lines, ...values }: NewInvoice,
): Promise<{ stored: StoredInvoice; recorded: boolean }> {
  const [created] = await db
    .insert(invoices)
    .values(values)
    .onConflictDoNothing({ target: invoices.purchaseKey })
    .returning();
  if (!created) {
    const [existing] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.purchaseKey, values.purchaseKey));
    return { stored: (await findInvoice(db, values.individualId, existing!.id))!, recorded: false };
  }
  const storedLines = await db
    .insert(invoiceLines)
    .values(lines.map((line, position) => ({ ...line, invoiceId: created.id, position })))
    .returning();
  return { stored: { invoice: created, lines: storedLines, receiptReady: false }, recorded: true };
}

/** Invoices with their lines and receipt state, newest first. */
async function loadInvoices(db: Database, where: SQL | undefined): Promise<StoredInvoice[]> {
  const found = await db
    // The receipt's id only: its PDF is not read to list invoices.
    .select({ invoice: invoices, receipt: invoiceReceipts.invoiceId })
    .from(invoices)
    .leftJoin(invoiceReceipts, eq(invoiceReceipts.invoiceId, invoices.id))
    .where(where)
    .orderBy(desc(invoices.paidAt), desc(invoices.id));
  if (found.length === 0) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        found.map(({ invoice }) => invoice.id),
      ),
    )
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  return found.map(({ invoice, receipt }) => ({
    invoice,
    lines: lines.filter((line) => line.invoiceId === invoice.id),
    receiptReady: receipt !== null,
  }));
}

/** The owner's invoices, newest first; with `receiptsOnly`, those whose receipt is written. */
export function listInvoices(
  db: Database,
  individualId: number,
  { receiptsOnly = false } = {},
): Promise<StoredInvoice[]> {
  return loadInvoices(
    db,
    and(
      eq(invoices.individualId, individualId),
      receiptsOnly ? isNotNull(invoiceReceipts.invoiceId) : undefined,
    ),
  );
}

/** One of the owner's invoices; null when it is not theirs or does not exist. */
export async function findInvoice(
  db: Database,
  individualId: number,
  invoiceId: number,
): Promise<StoredInvoice | null> {
  const [found] = await loadInvoices(
    db,
    and(eq(invoices.id, invoiceId), eq(invoices.individualId, individualId)),
  );
  return found ?? null;
}

/** Every product name the owner has bought, each once, in the order first bought. */
export async function purchasedProductNames(db: Database, individualId: number): Promise<string[]> {
  const lines = await db
    .select({ name: invoiceLines.productName })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoices.individualId, individualId))
    .orderBy(asc(invoices.paidAt), asc(invoices.id), asc(invoiceLines.position));
  return [...new Set(lines.map((line) => line.name))];
}
