import { ApiError, apiJson } from '../../../api/http';

/** The spec's purchase payload (dashboard §3). */
export interface PurchasePayload {
  individual: { first_name: string; last_name: string; email: string };
  description: string;
  payment_method_token: string;
  subscriptions: Array<{ product_name: string; price_id: string; quantity: 1 }>;
}

export interface Invoice {
  invoice_id: number;
  number: string;
  customer_id: string;
  products: string[];
  total: number;
  receipt_url: string | null;
}

/** Spec dashboard §8: a purchase failure without a message of its own. */
export const PURCHASE_FAILED = 'Something went wrong while purchasing service';

const KEY_NAME = 'charter:purchase-key';

/**
 * POST /v1/checkout (spec foundation §7) with an Idempotency-Key that survives until the server
 * has answered: pressing again after a lost answer gets the first purchase back instead of a
 * second charge. A refusal (a declined card: 402 with the spec's card message) is final for its
 * key, so a corrected retry gets a new one.
 */
export async function purchase(payload: PurchasePayload): Promise<Invoice> {
  let key = sessionStorage.getItem(KEY_NAME);
  if (!key) {
    key = `purchase-${crypto.randomUUID()}`;
    sessionStorage.setItem(KEY_NAME, key);
  }
  try {
    const invoice = await apiJson<Invoice>('/v1/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': key },
      json: payload,
    });
    sessionStorage.removeItem(KEY_NAME);
    return invoice;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      sessionStorage.removeItem(KEY_NAME);
    }
    throw error instanceof ApiError && error.status !== 0 ? error : new Error(PURCHASE_FAILED);
  }
}
