import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOrders } from '../db/schema';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { paymentsClient } from '../test-support/payments-client';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { seedCheckoutCatalogue } from './seed-catalogue';

const AGENT = { product_name: 'REGISTERED_AGENT', price_id: 'price_fl_registered_agent' };

describe('POST /checkout/v1/subscription/create', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  /** An owner with one saved card (their default), and their customer id. */
  const ownerWithCard = async (name: string) => {
    const owner = await signedInOwner(t, name);
    const saved = await asOwner(t, owner)('/checkout/v1/customer/payment_method', {
      method: 'POST',
      payload: { payment_method_token: await paymentsClient(t.app).token('4242424242424242') },
    });
    const { customer_id: customerId, payment_method: card } = saved.json() as {
      customer_id: string;
      payment_method: { payment_method_id: string };
    };
    return { owner, customerId, cardId: card.payment_method_id };
  };
  const subscribe = (owner: SignedInOwner, payload: object) =>
    asOwner(t, owner)('/checkout/v1/subscription/create', { method: 'POST', payload });
  const inAYear = () => {
    const today = new Date();
    return new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate()))
      .toISOString()
      .slice(0, 10);
  };

  it('starts the registered agent free for a year, renewing on the default card', async () => {
    const { owner, customerId } = await ownerWithCard('sol');
    const response = await subscribe(owner, { customer_id: customerId, ...AGENT });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      subscription_id: expect.any(Number) as number,
      customer_id: customerId,
      product_name: 'REGISTERED_AGENT',
      price_id: 'price_fl_registered_agent',
      status: 'active',
      renews_on: inAYear(),
      renewal_price: 9900,
      payment_method_id: null,
      cancel_at_period_end: false,
      cancel_reason: null,
      cancel_note: null,
      cancelled_at: null,
      retry_on: null,
      last_decline: null,
    });
    const [status] = await t.database.db
      .select()
      .from(serviceOrders)
      .where(
        and(
          eq(serviceOrders.individualId, owner.id),
          eq(serviceOrders.service, 'registered-agent'),
        ),
      );
    expect(status?.status).toBe('PURCHASED');

    // Subscribing again keeps the running subscription.
    const again = await subscribe(owner, { customer_id: customerId, ...AGENT });
    expect(again.json()).toEqual(response.json());
  });

  it('renews on a named card of the owner’s, never another customer’s', async () => {
    const { owner, customerId, cardId } = await ownerWithCard('tom');
    const named = await subscribe(owner, {
      customer_id: customerId,
      ...AGENT,
      payment_method_id: cardId,
    });
    expect(named.json()).toMatchObject({ payment_method_id: cardId });

    const other = await ownerWithCard('una');
    const foreign = await subscribe(other.owner, {
      customer_id: other.customerId,
      product_name: 'REGISTERED_AGENT',
      price_id: 'price_ny_registered_agent',
      payment_method_id: cardId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: `No such payment method: ${cardId}` });
  });

  it('refuses a product that does not renew, or an unknown price', async () => {
    const { owner, customerId } = await ownerWithCard('val');
    const oneTime = await subscribe(owner, {
      customer_id: customerId,
      product_name: 'LLC_FORMATION',
      price_id: 'price_fl_llc_formation',
    });
    expect(oneTime.statusCode).toBe(422);
    expect(oneTime.json()).toEqual({ message: 'LLC_FORMATION is not a subscription' });
    const unknown = await subscribe(owner, {
      customer_id: customerId,
      product_name: 'REGISTERED_AGENT',
      price_id: 'price_zz_registered_agent',
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('needs a card to renew on', async () => {
    const { owner, customerId, cardId } = await ownerWithCard('wes');
    await asOwner(t, owner)(
      `/checkout/v1/customer/payment_method?customer_id=${customerId}&payment_method_id=${cardId}`,
      { method: 'DELETE' },
    );
    const response = await subscribe(owner, { customer_id: customerId, ...AGENT });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please add a card for the yearly renewal before subscribing',
    });
  });
});
