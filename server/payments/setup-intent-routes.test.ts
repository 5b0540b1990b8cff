import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsClient } from '../test-support/payments-client';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('setup intents at /payments/v1/setup_intents', () => {
  let t: TestApp;
  let payments: ReturnType<typeof paymentsClient>;

  beforeAll(async () => {
    t = await createTestApp();
    payments = paymentsClient(t.app);
  });
  afterAll(() => t.close());

  const setUp = (customer: string, paymentMethod: string) =>
    payments.post('/v1/setup_intents', {
      customer,
      payment_method: paymentMethod,
      confirm: 'true',
      usage: 'off_session',
    });
  const attachedTo = async (paymentMethod: string) =>
    (await payments.get(`/v1/payment_methods/${paymentMethod}`)).json().customer as string | null;

  it('checks a card its issuer takes and saves it to the customer', async () => {
    const customer = await payments.customer();
    const card = await payments.paymentMethod('5555555555554444');
    const response = await setUp(customer, card);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^seti_[A-Za-z0-9]{24}$/) as string,
      object: 'setup_intent',
      customer,
      payment_method: card,
      usage: 'off_session',
      status: 'succeeded',
    });
    expect(await attachedTo(card)).toBe(customer);
  });

  it('refuses a card its issuer declines with the provider’s card_error, saving nothing', async () => {
    const customer = await payments.customer();
    const card = await payments.paymentMethod('4000000000000002');
    const response = await setUp(customer, card);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        setup_intent: { status: 'requires_payment_method', payment_method: card },
      },
    });
    expect(await attachedTo(card)).toBeNull();
  });

  it('only checks at creation, and not another customer’s card', async () => {
    const customer = await payments.customer();
    const card = await payments.paymentMethod('4242424242424242');
    const unconfirmed = await payments.post('/v1/setup_intents', {
      customer,
      payment_method: card,
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect((await setUp(customer, card)).statusCode).toBe(200);
    const other = await payments.customer();
    const taken = await setUp(other, card);
    expect(taken.statusCode).toBe(400);
    expect(await attachedTo(card)).toBe(customer);
  });
});
