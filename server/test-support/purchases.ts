import type { ProductKey } from '../../src/domain/checkout/product-keys';
import { productIds } from '../checkout/product-ids';
import { markServicesPurchased } from '../services/service-statuses';
import { asOwner, type SignedInOwner } from './owners';
import { paymentsClient } from './payments-client';
import type { TestApp } from './test-app';

/** One line of a purchase payload: the product's catalogue price in the state (two letters). */
export function orderItem(productName: string, state = 'tx') {
  return {
    product_name: productName,
    price_id: productIds(state, productName).priceId,
    quantity: 1,
  };
}

/**
 * POST /api/v1/checkout of `productNames` as the checkout modal sends it, paid with
 * `paymentMethod` (a card token or a saved card's id), under a new Idempotency-Key.
 */
export function checkoutAsOwner(
  t: TestApp,
  owner: SignedInOwner,
  productNames: readonly string[],
  paymentMethod: string,
  state = 'tx',
) {
  return asOwner(t, owner)('/api/v1/checkout', {
    method: 'POST',
    payload: {
      individual: { first_name: 'Test', last_name: 'Owner', email: owner.email },
      payment_method_token: paymentMethod,
      subscriptions: productNames.map((name) => orderItem(name, state)),
    },
  });
}

/**
 * Buys `productNames` for the owner with a card that succeeds; the catalogue must be seeded
 * (seedCheckoutCatalogue). Fails the test when the purchase is refused.
 */
export async function buyAsOwner(
  t: TestApp,
  owner: SignedInOwner,
  productNames: readonly string[],
  state = 'tx',
): Promise<void> {
  const token = await paymentsClient(t.app).token('4242424242424242');
  const response = await checkoutAsOwner(t, owner, productNames, token, state);
  if (response.statusCode !== 200) throw new Error(`purchase refused: ${response.body}`);
  // The purchase is whole once its receipt is written, a moment after the answer: a test that
  // counts rows next must not see it arrive (a flake seen on Postgres).
  await t.app.services.receipts.settled();
}

/**
 * Buys the business formation with its state fee (the STARTER package) in the state: what an
 * owner must have bought before the formation submission files anything.
 */
export function buyFormation(t: TestApp, owner: SignedInOwner, state = 'tx'): Promise<void> {
  return buyAsOwner(t, owner, ['LLC_FORMATION', `${state.toUpperCase()}-STATE`], state);
}

/**
 * Records `productKeys` as bought (PURCHASED) for the owner without a checkout: for tests of
 * what a purchase allows (a flow's pages are saved once it is bought), not of buying.
 */
export function markBought(
  t: TestApp,
  owner: SignedInOwner,
  productKeys: readonly ProductKey[],
): Promise<void> {
  return markServicesPurchased(t.database.db, owner.id, productKeys, new Date());
}
