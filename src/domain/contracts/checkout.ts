import type { FromSchema } from 'json-schema-to-ts';

/**
 * POST /v1/checkout (spec dashboard §3 "Purchase payload"): the JSON schema the server
 * validates the purchase payload against (and documents it by), the types the browser builds
 * it with and the server reads it with, derived from that schema (decision 0065), and the
 * message of a purchase that fails for no stated reason.
 */

const name = { type: 'string', minLength: 1, maxLength: 128 } as const;

/** Whom the purchase is billed to. */
const billedTo = {
  type: 'object',
  properties: { first_name: name, last_name: name, email: { ...name, maxLength: 254 } },
  required: ['first_name', 'last_name', 'email'],
} as const;

export type BilledTo = FromSchema<typeof billedTo>;

/** One entry of the payload's subscriptions: a product at its catalogue price, bought once. */
const orderItem = {
  type: 'object',
  properties: {
    product_name: { type: 'string', maxLength: 64 },
    price_id: { type: 'string', maxLength: 128 },
    quantity: { type: 'integer', const: 1 },
  },
  required: ['product_name', 'price_id'],
} as const;

export type OrderItem = FromSchema<typeof orderItem>;

/** `payment_method_token`: a pm_… (a saved card, or one made in the browser) or a tok_… card token. */
export const purchasePayloadSchema = {
  type: 'object',
  properties: {
    individual: billedTo,
    description: { type: 'string', maxLength: 500 },
    payment_method_token: { type: 'string', minLength: 1, maxLength: 255 },
    subscriptions: { type: 'array', minItems: 1, maxItems: 30, items: orderItem },
  },
  required: ['individual', 'payment_method_token', 'subscriptions'],
} as const;

export type PurchasePayload = FromSchema<typeof purchasePayloadSchema>;

/** Dashboard §8: what the checkout shows when a purchase fails for no stated reason. */
export const PURCHASE_FAILED = 'Something went wrong while purchasing service';
