import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBracketForm } from './form-encoding';
import { PUBLISHABLE_KEY, SECRET_KEY, paymentsClient } from '../test-support/payments-client';
import { createTestApp, type TestApp } from '../test-support/test-app';

const CARD = { card: { number: '4242424242424242', exp_month: '12', exp_year: '2034' } };

describe('API keys of the payments sandbox', () => {
  let t: TestApp;
  let payments: ReturnType<typeof paymentsClient>;

  beforeAll(async () => {
    t = await createTestApp();
    payments = paymentsClient(t.app);
  });
  afterAll(() => t.close());

  const expectUnauthorized = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { type: 'invalid_request_error', message: expect.any(String) },
    });
  };

  it('creates tokens with the publishable key, and with the secret key as the provider does', async () => {
    expect((await payments.post('/v1/tokens', CARD, { key: PUBLISHABLE_KEY })).statusCode).toBe(
      200,
    );
    expect((await payments.post('/v1/tokens', CARD, { key: SECRET_KEY })).statusCode).toBe(200);
  });

  it('refuses the publishable key everywhere else', async () => {
    const customer = await payments.customer();
    for (const response of [
      await payments.post('/v1/customers', {}, { key: PUBLISHABLE_KEY }),
      await payments.get(`/v1/customers/${customer}`, { key: PUBLISHABLE_KEY }),
      await payments.get(`/v1/payment_methods?customer=${customer}`, { key: PUBLISHABLE_KEY }),
      await payments.post(
        '/v1/payment_intents',
        { amount: 100, currency: 'usd' },
        { key: PUBLISHABLE_KEY },
      ),
    ]) {
      expectUnauthorized(response);
      expect(response.json()).toMatchObject({
        error: { message: expect.stringContaining('publishable API key') },
      });
    }
  });

  it('refuses a request without a key or with an unknown one', async () => {
    expectUnauthorized(await payments.post('/v1/tokens', CARD, { key: null }));
    expectUnauthorized(await payments.post('/v1/customers', {}, { key: null }));
    const wrong = await payments.post('/v1/customers', {}, { key: 'sk_test_someone_elses_key' });
    expectUnauthorized(wrong);
    expect(wrong.json().error.message).toBe('Invalid API Key provided: sk_test_****_key');
    const basic = await t.app.inject({
      method: 'POST',
      url: '/payments/v1/customers',
      headers: { authorization: `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}` },
    });
    expectUnauthorized(basic);
  });

  it('checks the key before reading the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/payments/v1/tokens',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${encodeBracketForm(CARD)}&%%%`,
    });
    expectUnauthorized(response);
  });

  it('keeps the mount’s health route open', async () => {
    const response = await t.app.inject({ url: '/payments/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ service: 'payments', status: 'ok' });
  });

  it('gives the browser the publishable key only', async () => {
    const config = (await t.app.inject({ url: '/config.json' })).body;
    expect(JSON.parse(config).payments).toEqual({
      baseUrl: '/payments',
      publishableKey: PUBLISHABLE_KEY,
    });
    expect(config).not.toContain(SECRET_KEY);
  });
});

describe('the payments sandbox under other configurations', () => {
  it('uses the configured keys', async () => {
    const t = await createTestApp({
      PAYMENTS_PUBLISHABLE_KEY: 'pk_test_configured',
      PAYMENTS_SECRET_KEY: 'sk_test_configured',
    });
    try {
      const payments = paymentsClient(t.app);
      expect(
        (await payments.post('/v1/tokens', CARD, { key: 'pk_test_configured' })).statusCode,
      ).toBe(200);
      expect(
        (await payments.post('/v1/customers', {}, { key: 'sk_test_configured' })).statusCode,
      ).toBe(200);
      expect((await payments.post('/v1/customers', {}, { key: SECRET_KEY })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('is not mounted when a real provider is configured', async () => {
    const t = await createTestApp({ PAYMENTS_BASE_URL: 'https://api.provider.example' });
    try {
      const response = await paymentsClient(t.app).post('/v1/tokens', CARD, {
        key: PUBLISHABLE_KEY,
      });
      expect(response.statusCode).toBe(404);
      expect((await t.app.inject({ url: '/payments/v1/health' })).statusCode).toBe(200);
      const config = (await t.app.inject({ url: '/config.json' })).json();
      expect(config.payments.baseUrl).toBe('https://api.provider.example');
    } finally {
      await t.close();
    }
  });
});
