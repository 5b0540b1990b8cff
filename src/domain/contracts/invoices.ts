import type { FromSchema } from 'json-schema-to-ts';

/*
 * What the invoices area reads of the checkout service's answers (server/checkout/invoices.ts
 * InvoiceResponse, subscriptions.ts SubscriptionResponse): checked on arrival (decision 0065).
 */

const card = {
  type: 'object',
  properties: { brand: { type: 'string' }, last4: { type: 'string' } },
  required: ['brand', 'last4'],
} as const;

const invoiceLine = {
  type: 'object',
  properties: {
    product_name: { type: 'string' },
    price_id: { type: 'string' },
    /** Cents. */
    unit_price: { type: 'number' },
    amount: { type: 'number' },
  },
  required: ['product_name', 'price_id', 'unit_price', 'amount'],
} as const;

/**
 * What the checkout reads of an invoice (POST /v1/checkout's answer), and the check of the copy
 * the order confirmation keeps (remembered-order.ts).
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
    /** Null while the receipt is being prepared. */
    receipt_url: { type: ['string', 'null'] },
  },
  required: ['invoice_id', 'number', 'customer_id', 'products', 'total', 'receipt_url'],
} as const;

export type Invoice = FromSchema<typeof invoiceSchema>;

/** The invoices list's: an invoice with its lines, date and card. */
export const invoiceListSchema = {
  type: 'object',
  properties: {
    invoices: {
      type: 'array',
      items: {
        ...invoiceSchema,
        properties: {
          ...invoiceSchema.properties,
          lines: { type: 'array', items: invoiceLine },
          paid_at: { type: 'string' },
          card,
        },
        required: [...invoiceSchema.required, 'lines', 'paid_at', 'card'],
      },
    },
  },
  required: ['invoices'],
} as const;

export type InvoiceList = FromSchema<typeof invoiceListSchema>;
export type ListedInvoice = InvoiceList['invoices'][number];

export const subscriptionSchema = {
  type: 'object',
  properties: {
    subscription_id: { type: 'number' },
    customer_id: { type: 'string' },
    product_name: { type: 'string' },
    status: { type: 'string' },
    /** YYYY-MM-DD. */
    renews_on: { type: 'string' },
    /** Cents a year, the catalogue's price now. */
    renewal_price: { type: 'number' },
    cancel_at_period_end: { type: 'boolean' },
    cancel_reason: { type: ['string', 'null'] },
    cancelled_at: { type: ['string', 'null'] },
    /** YYYY-MM-DD: while past_due, the day the declined renewal is charged again. */
    retry_on: { type: ['string', 'null'] },
    /** While past_due or lapsed, the bank's words for the last declined charge. */
    last_decline: { type: ['string', 'null'] },
  },
  required: [
    'subscription_id',
    'customer_id',
    'product_name',
    'status',
    'renews_on',
    'renewal_price',
    'cancel_at_period_end',
    'cancel_reason',
    'cancelled_at',
    'retry_on',
    'last_decline',
  ],
} as const;

export const subscriptionListSchema = {
  type: 'object',
  properties: {
    subscriptions: {
      type: 'array',
      items: {
        ...subscriptionSchema,
        properties: {
          ...subscriptionSchema.properties,
          /** The card the renewal is charged to; null when the customer has none. */
          card: { anyOf: [card, { type: 'null' }] },
        },
        required: [...subscriptionSchema.required, 'card'],
      },
    },
  },
  required: ['subscriptions'],
} as const;

export type SubscriptionList = FromSchema<typeof subscriptionListSchema>;
export type ListedSubscription = SubscriptionList['subscriptions'][number];
