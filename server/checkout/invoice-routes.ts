import { and, eq } from 'drizzle-orm';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import type { FastifyInstance } from 'fastify';
import { invoiceReceipts, invoices } from '../db/schema';
import { customerParams } from './customer-params';
import type { CustomerRoutesOptions } from './customer-route-options';
import { receiptFileName } from './receipt-document';
import { findInvoice, invoiceResponse, listInvoices, type StoredInvoice } from './invoices';
import { openObject, preparedBody } from '../http/response-schemas';
import { RECEIPT_BEING_PREPARED } from '../../src/domain/checkout/receipt-messages';

/**
 * The owner's invoices and receipts (dashboard §7 and §8):
 *
 * GET /v1/customer/{customer_id}/invoices
 *   200 { invoices: InvoiceResponse[] } (invoices.ts), newest first; receipt_url null while
 *       the receipt is being prepared.
 * GET /v1/customer/{customer_id}/receipts
 *   200 { invoices: InvoiceResponse[] }: the invoices whose receipt is ready, the list the
 *       checkout polls until an invoice holds every product bought (dashboard §4).
 * GET /v1/customer/{customer_id}/receipts/{invoice_id}.pdf
 *   200 application/pdf, as an attachment; 404 { message } while being prepared (with
 *   Retry-After) or for an invoice that is not the owner's.
 */
const invoiceList = {
  200: {
    description: 'The invoices',
    type: 'object',
    properties: {
      invoices: {
        type: 'array',
        items: openObject(
          'InvoiceResponse (server/checkout/invoices.ts): invoice_id, number, customer_id, ' +
            'description, products, lines, total (cents), currency, paid_at, ' +
            'payment_intent_id, card, billed_to, receipt_url',
        ),
      },
    },
    required: ['invoices'],
  },
} as const;

export async function invoiceRoutes(app: FastifyInstance, options: CustomerRoutesOptions) {
  const { db, receipts, documents } = options;
  const receiptPath = (customerId: string, invoiceId: number) =>
    `${app.prefix}/v1/customer/${encodeURIComponent(customerId)}/receipts/${invoiceId}.pdf`;
  const answered = (customerId: string, stored: StoredInvoice) =>
    invoiceResponse(
      stored,
      stored.receiptReady ? receiptPath(customerId, stored.invoice.id) : null,
    );

  schemaTyped(app).get(
    '/v1/customer/:customer_id/invoices',
    {
      schema: {
        summary: "The owner's invoices, newest first",
        params: customerParams,
        response: invoiceList,
      },
    },
    async (request) => {
      const stored = await listInvoices(db, request.caller!.individualId);
      return { invoices: stored.map((invoice) => answered(request.params.customer_id, invoice)) };
    },
  );

  schemaTyped(app).get(
    '/v1/customer/:customer_id/receipts',
    {
      schema: {
        summary: 'The invoices whose receipt is ready',
        params: customerParams,
        response: invoiceList,
      },
    },
    async (request) => {
      const stored = await listInvoices(db, request.caller!.individualId);
      // A receipt whose writing was cut short (a process stopped) is written again now.
      for (const invoice of stored) receipts.start(invoice);
      const ready = stored.filter((invoice) => invoice.receiptReady);
      return { invoices: ready.map((invoice) => answered(request.params.customer_id, invoice)) };
    },
  );

  schemaTyped(app).get(
    '/v1/customer/:customer_id/receipts/:invoice_id.pdf',
    {
      schema: {
        summary: 'The PDF receipt of an invoice',
        response: {
          200: preparedBody('The receipt, as an attachment', 'application/pdf', {
            type: 'string',
            format: 'binary',
          }),
        },
        params: {
          type: 'object',
          properties: {
            ...customerParams.properties,
            invoice_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          },
          required: ['customer_id', 'invoice_id'],
        },
      },
    },
    async (request, reply) => {
      const individualId = request.caller!.individualId;
      const invoiceId = request.params.invoice_id;
      const [receipt] = await db
        .select({ documentId: invoiceReceipts.documentId, legacyPdf: invoiceReceipts.pdf })
        .from(invoiceReceipts)
        .innerJoin(invoices, eq(invoices.id, invoiceReceipts.invoiceId))
        .where(and(eq(invoices.id, invoiceId), eq(invoices.individualId, individualId)));
      if (!receipt) {
        const stored = await findInvoice(db, individualId, invoiceId);
        if (!stored) return plainReply(reply).code(404).send({ message: 'Not found' });
        receipts.start(stored);
        return plainReply(reply)
          .code(404)
          .header('retry-after', '1')
          .send({ message: RECEIPT_BEING_PREPARED });
      }
      // A receipt written before the documents store and not moved yet is read from its row.
      const pdf =
        receipt.documentId === null
          ? receipt.legacyPdf!
          : (await documents.find(receipt.documentId, individualId))!.content;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFileName(invoiceId)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
