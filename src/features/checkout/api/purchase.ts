import { ApiError, apiJson } from '../../../api/http';
import { readSessionJson, removeSessionJson, writeSessionJson } from '../../../local/session-json';
import type { CheckoutProduct } from '../../../domain/checkout/checkout-product';

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

const PENDING_NAME = 'charter:pending-purchase';

interface PendingPurchase {
  key: string;
  /** What the purchase buys (`orderOf`): another order never resends it. */
  order?: string;
  payload: PurchasePayload;
}

type OrderLine = Pick<CheckoutProduct, 'name' | 'price_id'>;

/** The payload's subscriptions: each line once (dashboard §3 "Purchase payload"). */
export function subscriptionsOf(lines: readonly OrderLine[]): PurchasePayload['subscriptions'] {
  return lines.map((line) => ({ product_name: line.name, price_id: line.price_id, quantity: 1 }));
}

/** What an order buys, as `purchase` compares orders: its prices, in any order. */
export function orderOf(lines: readonly OrderLine[]): string {
  return lines
    .map((line) => line.price_id)
    .sort()
    .join(' ');
}

function isPendingPurchase(value: unknown): value is PendingPurchase {
  const pending = value as Partial<PendingPurchase> | null;
  return (
    typeof pending === 'object' &&
    pending !== null &&
    typeof pending.key === 'string' &&
    Boolean(pending.payload)
  );
}

/**
 * POST /v1/checkout (spec foundation §7) with an Idempotency-Key. The request is kept, key and
 * body together, until the server has answered: pressing again after a lost answer sends that
 * same request (no new card token, no new body) and gets the first purchase back instead of a
 * second charge. Only without one waiting is `build` asked for a new payload. A refusal (a
 * declined card: 402 with the spec's card message) is final for its key, so a corrected retry
 * builds a new request.
 *
 * `order` (`orderOf` the lines) names what is bought: a request kept for another order (a
 * registration's, or a service the owner then chose not to buy) is not resent in its place; it
 * is dropped and its purchase, if it went through, shows in the owner's invoices.
 */
export async function purchase(
  build: () => Promise<PurchasePayload>,
  order?: string,
): Promise<Invoice> {
  let pending = readSessionJson(PENDING_NAME, isPendingPurchase);
  if (pending && pending.order !== order) pending = null;
  if (!pending) {
    pending = { key: `purchase-${crypto.randomUUID()}`, order, payload: await build() };
    writeSessionJson(PENDING_NAME, pending);
  }
  try {
    const invoice = await apiJson<Invoice>('/v1/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': pending.key },
      json: pending.payload,
    });
    removeSessionJson(PENDING_NAME);
    return invoice;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      removeSessionJson(PENDING_NAME);
    }
    throw error instanceof ApiError ? error : new Error(PURCHASE_FAILED);
  }
}
