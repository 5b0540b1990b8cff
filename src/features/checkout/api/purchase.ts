import { currentSession } from '../../../api/current-session';
import { ApiError, apiJson } from '../../../api/http';
import { sendUnderKeptKey } from '../../../api/kept-key-request';
import { sessionRecord } from '../../../local/session-records';
import type { CheckoutProduct } from '../../../domain/checkout/checkout-product';
import {
  PURCHASE_FAILED,
  purchasePayloadSchema,
  type PurchasePayload,
} from '../../../domain/contracts/checkout';
import type { Invoice } from '../../../domain/contracts/invoices';

/** The same purchase is still being processed on the server (its key is in use). */
export const PURCHASE_STILL_RUNNING =
  'Your payment is still being processed. Please wait a moment and press Pay again: you will not be charged twice.';

/**
 * The purchase request kept until the server has answered it: its Idempotency-Key, what it
 * buys (`orderOf`: another order never resends it) and its body. One per account: another
 * account signed in on this tab never resends it.
 */
const pendingPurchase = sessionRecord(
  (owner: number | 'signed-out') => `charter:pending-purchase:${owner}`,
  {
    type: 'object',
    properties: {
      key: { type: 'string' },
      order: { type: 'string' },
      payload: purchasePayloadSchema,
    },
    required: ['key', 'payload'],
  },
);

function pendingOfThisAccount() {
  const session = currentSession();
  return pendingPurchase(session.status === 'signed-in' ? session.individualId : 'signed-out');
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

/**
 * POST /v1/checkout (spec foundation §7) with an Idempotency-Key. The request is kept, key and
 * body together, for the signed-in account until the server has given a final answer for it
 * (`sendUnderKeptKey`): pressing again after a lost answer, a 5xx or a 409 "in progress" sends
 * that same request (no new card token, no new body) and gets the first purchase back instead
 * of a second charge. Only without one waiting is `build` asked for a new payload. A refusal
 * (a declined card: 402 with the spec's card message) is final for its key, so a corrected
 * retry builds a new request.
 *
 * `order` (`orderOf` the lines) names what is bought: a request kept for another order (a
 * registration's, or a service the owner then chose not to buy) is not resent in its place; it
 * is dropped and its purchase, if it went through, shows in the owner's invoices.
 */
export async function purchase(
  build: () => Promise<PurchasePayload>,
  order?: string,
): Promise<Invoice> {
  const kept = pendingOfThisAccount();
  let pending = kept.read();
  if (pending && pending.order !== order) pending = null;
  if (!pending) {
    pending = { key: `purchase-${crypto.randomUUID()}`, order, payload: await build() };
    kept.write(pending);
  }
  const { key, payload } = pending;
  try {
    return await sendUnderKeptKey(
      () =>
        apiJson<Invoice>('/v1/checkout', {
          method: 'POST',
          headers: { 'idempotency-key': key },
          json: payload,
        }),
      () => kept.remove(),
      PURCHASE_STILL_RUNNING,
    );
  } catch (error) {
    throw error instanceof ApiError ? error : new Error(PURCHASE_FAILED);
  }
}
