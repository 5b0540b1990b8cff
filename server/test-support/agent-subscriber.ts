import { asOwner, signedInOwner } from './owners';
import { paymentsClient } from './payments-client';
import type { TestApp } from './test-app';

/** The registered agent in the seeded catalogue (seedCheckoutCatalogue). */
export const AGENT = { product_name: 'REGISTERED_AGENT', price_id: 'price_fl_registered_agent' };

/** A new owner with a saved card (their default) and the registered agent subscribed on it. */
export async function agentSubscriber(t: TestApp, name: string) {
  const owner = await signedInOwner(t, name);
  const call = asOwner(t, owner);
  const saved = await call('/checkout/v1/customer/payment_method', {
    method: 'POST',
    payload: { payment_method_token: await paymentsClient(t.app).token('4242424242424242') },
  });
  const { customer_id: customerId } = saved.json() as { customer_id: string };
  const subscribed = await call('/checkout/v1/subscription/create', {
    method: 'POST',
    payload: { customer_id: customerId, ...AGENT },
  });
  const { subscription_id: subscriptionId } = subscribed.json() as { subscription_id: number };
  return { owner, call, customerId, subscriptionId };
}
