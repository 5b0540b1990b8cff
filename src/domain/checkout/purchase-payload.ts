/**
 * The spec's purchase payload (dashboard §3 "Purchase payload"), POST /api/v1/checkout: the
 * types the browser builds it with and the server reads it with, and the JSON schema the server
 * validates it against (and documents it by), side by side so they cannot drift apart.
 */

/** Whom the purchase is billed to. */
export interface BilledTo {
  first_name: string;
  last_name: string;
  email: string;
}

/** One entry of the payload's subscriptions: a product at its catalogue price. */
export interface OrderItem {
  product_name: string;
  price_id: string;
  /** Always 1: each service is bought once. */
  quantity?: 1;
}

export interface PurchasePayload {
  individual: BilledTo;
  description?: string;
  /** A pm_… (a saved card, or one made in the browser) or a tok_… card token. */
  payment_method_token: string;
  subscriptions: OrderItem[];
}

const name = { type: 'string', minLength: 1, maxLength: 128 } as const;

export const purchasePayloadSchema = {
  type: 'object',
  properties: {
    individual: {
      type: 'object',
      properties: { first_name: name, last_name: name, email: { ...name, maxLength: 254 } },
      required: ['first_name', 'last_name', 'email'],
    },
    description: { type: 'string', maxLength: 500 },
    payment_method_token: { type: 'string', minLength: 1, maxLength: 255 },
    subscriptions: {
      type: 'array',
      minItems: 1,
      maxItems: 30,
      items: {
        type: 'object',
        properties: {
          product_name: { type: 'string', maxLength: 64 },
          price_id: { type: 'string', maxLength: 128 },
          quantity: { type: 'integer', const: 1 },
        },
        required: ['product_name', 'price_id'],
      },
    },
  },
  required: ['individual', 'payment_method_token', 'subscriptions'],
} as const;

/** Dashboard §8: what the checkout shows when a purchase fails for no stated reason. */
export const PURCHASE_FAILED = 'Something went wrong while purchasing service';
