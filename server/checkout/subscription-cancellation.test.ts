import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../db/schema';
import { agentSubscriber } from '../test-support/agent-subscriber';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { seedCheckoutCatalogue } from './seed-catalogue';

describe('the owner’s subscriptions: list, cancel at period end, keep (decision 0078)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  /** An owner with the registered agent subscribed, and where its subscriptions are. */
  const subscribedOwner = async (name: string) => {
    const subscriber = await agentSubscriber(t, name);
    return { ...subscriber, base: `/checkout/v1/customer/${subscriber.customerId}/subscriptions` };
  };

  it('lists each subscription with its catalogue price, renewal date and card', async () => {
    const { call, base, subscriptionId, customerId } = await subscribedOwner('ada');
    const listed = await call(base);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      subscriptions: [
        expect.objectContaining({
          subscription_id: subscriptionId,
          customer_id: customerId,
          product_name: 'REGISTERED_AGENT',
          renewal_price: 9900,
          cancel_at_period_end: false,
          cancel_reason: null,
          cancelled_at: null,
          card: { brand: 'visa', last4: '4242' },
        }),
      ],
    });
  });

  it('cancels at the end of the period with a reason, and keeps it again before the date', async () => {
    const { call, base, subscriptionId } = await subscribedOwner('ben');
    const cancelled = await call(`${base}/${subscriptionId}/cancel`, {
      method: 'POST',
      payload: { reason: 'too_expensive', note: '  Cheaper elsewhere ' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_reason: 'too_expensive',
      cancel_note: 'Cheaper elsewhere',
      cancelled_at: expect.any(String) as string,
    });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(row).toMatchObject({ cancelAtPeriodEnd: true, cancelReason: 'too_expensive' });

    const kept = await call(`${base}/${subscriptionId}/keep`, { method: 'POST' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      cancel_at_period_end: false,
      cancel_reason: null,
      cancelled_at: null,
    });
  });

  it('refuses a reason it does not know', async () => {
    const { call, base, subscriptionId } = await subscribedOwner('cat');
    const response = await call(`${base}/${subscriptionId}/cancel`, {
      method: 'POST',
      payload: { reason: 'bored' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses another owner’s subscription or customer, and an unknown id', async () => {
    const ours = await subscribedOwner('dee');
    const theirs = await subscribedOwner('eve');
    // Their customer id in the path: refused before anything is read.
    const foreignCustomer = await ours.call(`${theirs.base}/${theirs.subscriptionId}/cancel`, {
      method: 'POST',
      payload: { reason: 'other' },
    });
    expect(foreignCustomer.statusCode).toBe(403);
    const foreignList = await ours.call(theirs.base);
    expect(foreignList.statusCode).toBe(403);
    // Their subscription id under our own customer id: not ours, so not found.
    const foreignSubscription = await ours.call(`${ours.base}/${theirs.subscriptionId}/keep`, {
      method: 'POST',
    });
    expect(foreignSubscription.statusCode).toBe(404);
    expect(foreignSubscription.json()).toEqual({ message: 'No such subscription' });
    const unknown = await ours.call(`${ours.base}/999999/cancel`, {
      method: 'POST',
      payload: { reason: 'other' },
    });
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, theirs.subscriptionId));
    expect(row?.cancelAtPeriodEnd).toBe(false);
  });

  it('refuses to keep (or cancel) once the renewal date has come', async () => {
    const { call, base, subscriptionId } = await subscribedOwner('fay');
    await call(`${base}/${subscriptionId}/cancel`, {
      method: 'POST',
      payload: { reason: 'closing_business' },
    });
    await t.database.db
      .update(subscriptions)
      .set({ renewsOn: '2026-01-15' })
      .where(eq(subscriptions.id, subscriptionId));
    const kept = await call(`${base}/${subscriptionId}/keep`, { method: 'POST' });
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toEqual({
      message:
        "This subscription's renewal date (January 15, 2026) has passed, so it can no longer be changed.",
    });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(row?.cancelAtPeriodEnd).toBe(true);
  });
});
