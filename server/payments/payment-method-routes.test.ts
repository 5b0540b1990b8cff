import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsClient } from '../test-support/payments-client';
import { createTestApp, type TestApp } from '../test-support/test-app';

const ADDRESS = {
  line1: '1 Congress Ave',
  line2: 'Suite 200',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
};

describe('payment methods at /payments/v1/payment_methods', () => {
  let t: TestApp;
  let payments: ReturnType<typeof paymentsClient>;

  beforeAll(async () => {
    t = await createTestApp();
    payments = paymentsClient(t.app);
  });
  afterAll(() => t.close());

  const create = (token: string, extra: Record<string, unknown> = {}) =>
    payments.post('/v1/payment_methods', { type: 'card', card: { token }, ...extra } as never);

  it('makes a card payment method from a token, with its billing details', async () => {
    const token = await payments.token('378282246310005', { cvc: '1234' });
    const response = await create(token, {
      billing_details: { name: 'Ana Ruiz', email: 'ana@example.com', address: ADDRESS },
      metadata: { source: 'checkout' },
    });
    expect(response.statusCode).toBe(200);
    const method = response.json();
    expect(method).toEqual({
      id: expect.stringMatching(/^pm_[A-Za-z0-9]{24}$/),
      object: 'payment_method',
      type: 'card',
      created: expect.any(Number),
      customer: null,
      livemode: false,
      metadata: { source: 'checkout' },
      billing_details: {
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        phone: null,
        address: ADDRESS,
      },
      card: {
        brand: 'amex',
        last4: '0005',
        exp_month: 12,
        exp_year: 2034,
        funding: 'credit',
        country: 'US',
        fingerprint: expect.any(String),
      },
    });
    const fetched = await payments.get(`/v1/payment_methods/${method.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(method);
  });

  it('uses a token once', async () => {
    const token = await payments.token('4242424242424242');
    expect((await create(token)).statusCode).toBe(200);
    const again = await create(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'token_already_used',
        param: 'card[token]',
        message: `You cannot use a Stripe token more than once: ${token}.`,
      },
    });
  });

  it('uses a token once even when two requests race for it', async () => {
    const token = await payments.token('4242424242424242');
    const statuses = (await Promise.all([create(token), create(token), create(token)])).map(
      (response) => response.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 400, 400]);
  });

  it('refuses an unknown token, a missing one and another type', async () => {
    const unknown = await create('tok_doesnotexist');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'resource_missing', param: 'card[token]' });
    const missing = await payments.post('/v1/payment_methods', { type: 'card' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'parameter_missing', param: 'card' });
    const otherType = await payments.post('/v1/payment_methods', {
      type: 'us_bank_account',
      card: { token: await payments.token('4242424242424242') },
    });
    expect(otherType.statusCode).toBe(400);
    expect(otherType.json().error).toMatchObject({ type: 'invalid_request_error', param: 'type' });
  });

  it('answers an unknown payment method with 404 resource_missing', async () => {
    const response = await payments.get('/v1/payment_methods/pm_nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: "No such PaymentMethod: 'pm_nothing'",
      },
    });
  });

  it('updates billing details field by field; an empty value clears one', async () => {
    const id = await payments.paymentMethod('4242424242424242', {
      billing_details: { name: 'Ana Ruiz', address: ADDRESS },
    });
    const response = await payments.post(`/v1/payment_methods/${id}`, {
      billing_details: { email: 'ana@example.com', address: { line1: '2 Lamar Blvd', line2: '' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().billing_details).toEqual({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: null,
      address: { ...ADDRESS, line1: '2 Lamar Blvd', line2: null },
    });
    expect(
      (await payments.get(`/v1/payment_methods/${id}`)).json().billing_details.address.line1,
    ).toBe('2 Lamar Blvd');
  });

  it('attaches to a customer, lists the customer’s cards newest first, and detaches', async () => {
    const customer = await payments.customer({ email: 'owner@example.com' });
    const first = await payments.paymentMethod('4242424242424242');
    const second = await payments.paymentMethod('5555555555554444');
    await payments.paymentMethod('6011111111111117'); // never attached: not listed

    for (const id of [first, second]) {
      const attached = await payments.post(`/v1/payment_methods/${id}/attach`, { customer });
      expect(attached.statusCode).toBe(200);
      expect(attached.json().customer).toBe(customer);
    }
    // Attaching again to the same customer changes nothing.
    expect(
      (await payments.post(`/v1/payment_methods/${first}/attach`, { customer })).statusCode,
    ).toBe(200);

    const list = await payments.get(`/v1/payment_methods?customer=${customer}&type=card`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      object: 'list',
      has_more: false,
      url: '/v1/payment_methods',
    });
    expect(list.json().data.map((method: { id: string }) => method.id)).toEqual([second, first]);

    const detached = await payments.post(`/v1/payment_methods/${first}/detach`);
    expect(detached.statusCode).toBe(200);
    expect(detached.json().customer).toBeNull();
    const after = await payments.get(`/v1/payment_methods?customer=${customer}`);
    expect(after.json().data.map((method: { id: string }) => method.id)).toEqual([second]);

    const twice = await payments.post(`/v1/payment_methods/${first}/detach`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.type).toBe('invalid_request_error');
  });

  it('never moves an attached card to another customer', async () => {
    const owner = await payments.customer();
    const other = await payments.customer();
    const id = await payments.paymentMethod('4242424242424242');
    await payments.post(`/v1/payment_methods/${id}/attach`, { customer: owner });
    const response = await payments.post(`/v1/payment_methods/${id}/attach`, { customer: other });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      type: 'invalid_request_error',
      param: 'customer',
    });
    expect((await payments.get(`/v1/payment_methods/${id}`)).json().customer).toBe(owner);
  });

  it('refuses attaching to an unknown customer and listing without one', async () => {
    const id = await payments.paymentMethod('4242424242424242');
    const unknown = await payments.post(`/v1/payment_methods/${id}/attach`, { customer: 'cus_x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'resource_missing', param: 'customer' });
    const noCustomer = await payments.get('/v1/payment_methods?type=card');
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().error).toMatchObject({ code: 'parameter_missing', param: 'customer' });
  });
});
