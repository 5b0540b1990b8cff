import type { FromSchema } from 'json-schema-to-ts';

/**
 * What the checkout reads of the invoice POST /v1/checkout answers (its InvoiceResponse), and
 * the check of the copy the order confirmation shows (remembered-order.ts).
 */
export const invoiceSchema = {
  type: 'object',
  properties: {
    invoice_id: { type: 'number' },
    number: { type: 'string' },
    customer_id: { type: 'string' },
    products: { type: 'array', items: { type: 'string' } },
    /** Cents. */
    total: { type: 'number' },
    receipt_url: { type: ['string', 'null'] },
  },
  required: ['invoice_id', 'number', 'customer_id', 'products', 'total', 'receipt_url'],
} as const;

export type Invoice = FromSchema<typeof invoiceSchema>;
