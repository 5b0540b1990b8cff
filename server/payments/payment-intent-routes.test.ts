import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../db/schema';
import { PUBLISHABLE_KEY, SECRET_KEY, paymentsClient } from '../test-support/payments-client';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { TEST_CARDS } from './test-cards';

describe('payment intents at /payments/v1/payment_intents', () => {
  let t: TestApp;
  let payments: ReturnType<typeof paymentsClient>;
  let keyCounter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    payments = paymentsClient(t.app);
  });
  afterAll(() => t.close());

  const newKey = () => `checkout-${(keyCounter += 1)}-${Date.now()}`;
  const intentCount = async () =>
    (await t.database.db.select({ n: count() }).from(paymentIntents))[0]!.n;
  const charge = (params: Record<string, unknown>, idempotencyKey?: string) =>
    payments.post(
      '/v1/payment_intents',
      { amount: 4900, currency: 'usd', confirm: true, ...params } as never,
      idempotencyKey ? { idempotencyKey } : {},
    );

  it('charges a customer’s saved card at once', async () => {
    const customer = await payments.customer({ email: 'payer@example.com' });
    const card = await payments.paymentMethod('4242424242424242');
    await payments.post(`/v1/payment_methods/${card}/attach`, { customer });

    const response = await charge({
      customer,
      payment_method: card,
      description: 'LLC formation',
      metadata: { order: 'A-1' },
    });
    expect(response.statusCode).toBe(200);
    const intent = response.json();
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_[A-Za-z0-9]{24}$/),
      object: 'payment_intent',
      amount: 4900,
      amount_received: 4900,
      currency: 'usd',
      status: 'succeeded',
      customer,
      payment_method: card,
      payment_method_types: ['card'],
      latest_charge: expect.stringMatching(/^ch_[A-Za-z0-9]{24}$/),
      last_payment_error: null,
      description: 'LLC formation',
      metadata: { order: 'A-1' },
      created: expect.any(Number),
      livemode: false,
    });
    const fetched = await payments.get(`/v1/payment_intents/${intent.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(intent);
  });

  it('charges a card that belongs to no customer', async () => {
    const response = await charge({
      payment_method: await payments.paymentMethod('3566002020360505'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'succeeded', customer: null });
  });

  it.each(TEST_CARDS.filter((card) => card.decline))(
    'declines $number ($description) with 402 and records the attempt',
    async (card) => {
      const decline = card.decline!;
      const paymentMethod = await payments.paymentMethod(card.number);
      const response = await charge({ payment_method: paymentMethod });
      expect(response.statusCode).toBe(402);
      const { error } = response.json();
      expect(error).toMatchObject({
        type: 'card_error',
        code: decline.code,
        message: decline.message,
        payment_intent: {
          object: 'payment_intent',
          status: 'requires_payment_method',
          amount_received: 0,
          latest_charge: null,
        },
        payment_method: { id: paymentMethod },
      });
      expect(error.decline_code).toBe(decline.declineCode);

      const [recorded] = await t.database.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, error.payment_intent.id));
      expect(recorded).toMatchObject({
        status: 'requires_payment_method',
        latestChargeId: null,
        lastPaymentError: { type: 'card_error', code: decline.code },
      });
      const fetched = (await payments.get(`/v1/payment_intents/${recorded!.id}`)).json();
      expect(fetched.last_payment_error).toMatchObject({ code: decline.code });
    },
  );

  it('succeeds for any other valid number', async () => {
    const response = await charge({
      payment_method: await payments.paymentMethod('4111111111111111'),
    });
    expect(response.json().status).toBe('succeeded');
  });

  it('refuses what it cannot charge before recording anything', async () => {
    const card = await payments.paymentMethod('4242424242424242');
    const before = await intentCount();
    const cases: [Record<string, unknown>, string | undefined, string][] = [
      [{ amount: 49 }, 'amount_too_small', 'amount'],
      [{ amount: 100_000_000 }, 'amount_too_large', 'amount'],
      [{ amount: '12.50' }, 'parameter_invalid_integer', 'amount'],
      [{ currency: 'eur' }, undefined, 'currency'],
      [{ confirm: false }, undefined, 'confirm'],
      [{ payment_method: '' }, 'parameter_missing', 'payment_method'],
      [{ payment_method: 'pm_unknown' }, 'resource_missing', 'payment_method'],
      [{ customer: 'cus_unknown' }, 'resource_missing', 'customer'],
    ];
    for (const [params, code, param] of cases) {
      const response = await charge({ payment_method: card, ...params });
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().error, JSON.stringify(params)).toMatchObject({
        type: 'invalid_request_error',
        param,
        ...(code ? { code } : {}),
      });
    }
    const missing = await payments.post('/v1/payment_intents', { currency: 'usd' });
    expect(missing.json().error).toMatchObject({ code: 'parameter_missing', param: 'amount' });
    expect(await intentCount()).toBe(before);
  });

  it('charges a saved card only for its own customer', async () => {
    const owner = await payments.customer();
    const stranger = await payments.customer();
    const card = await payments.paymentMethod('4242424242424242');
    await payments.post(`/v1/payment_methods/${card}/attach`, { customer: owner });
    for (const params of [{ customer: stranger }, {}]) {
      const response = await charge({ payment_method: card, ...params });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ param: 'payment_method' });
    }
  });

  it('answers an unknown payment intent with 404', async () => {
    const response = await payments.get('/v1/payment_intents/pi_unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'resource_missing', param: 'id' });
  });

  describe('idempotency', () => {
    it('charges once for a replayed request and answers it with the first response', async () => {
      const card = await payments.paymentMethod('4242424242424242');
      const key = newKey();
      const before = await intentCount();
      const first = await charge({ payment_method: card }, key);
      const replay = await charge({ payment_method: card }, key);
      expect(first.statusCode).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      expect(await intentCount()).toBe(before + 1);
    });

    it('replays a decline without a second attempt', async () => {
      const card = await payments.paymentMethod('4000000000009995');
      const key = newKey();
      const before = await intentCount();
      const first = await charge({ payment_method: card }, key);
      const replay = await charge({ payment_method: card }, key);
      expect(first.statusCode).toBe(402);
      expect(replay.statusCode).toBe(402);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      expect(await intentCount()).toBe(before + 1);
    });

    it('refuses the same key with other parameters, as the provider does (400 idempotency_error)', async () => {
      const card = await payments.paymentMethod('4242424242424242');
      const key = newKey();
      expect((await charge({ payment_method: card }, key)).statusCode).toBe(200);
      const before = await intentCount();
      const other = await charge({ payment_method: card, amount: 9900 }, key);
      expect(other.statusCode).toBe(400);
      expect(other.json()).toEqual({
        error: { type: 'idempotency_error', message: expect.any(String) },
      });
      expect(await intentCount()).toBe(before);
    });

    it('runs each request without a key', async () => {
      const card = await payments.paymentMethod('4242424242424242');
      const before = await intentCount();
      const first = await charge({ payment_method: card });
      const second = await charge({ payment_method: card });
      expect(second.json().id).not.toBe(first.json().id);
      expect(await intentCount()).toBe(before + 2);
    });

    it('refuses a malformed key', async () => {
      const response = await charge({}, 'short');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.type).toBe('invalid_request_error');
    });

    it('keeps each API key’s idempotency keys apart', async () => {
      const key = newKey();
      const card = { card: { number: '4242424242424242', exp_month: '12', exp_year: '2034' } };
      const browser = await payments.post('/v1/tokens', card, {
        key: PUBLISHABLE_KEY,
        idempotencyKey: key,
      });
      const server = await payments.post('/v1/tokens', card, {
        key: SECRET_KEY,
        idempotencyKey: key,
      });
      expect(server.headers['idempotent-replayed']).toBeUndefined();
      expect(server.json().id).not.toBe(browser.json().id);
    });

    it('makes one payment method from a token even when its creation is retried', async () => {
      const token = await payments.token('4242424242424242');
      const key = newKey();
      const create = () =>
        payments.post(
          '/v1/payment_methods',
          { type: 'card', card: { token } },
          { idempotencyKey: key },
        );
      const first = await create();
      const retry = await create();
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json().id).toBe(first.json().id);
    });
  });
});
