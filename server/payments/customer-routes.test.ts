import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_KEY, paymentsClient } from '../test-support/payments-client';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('customers at /payments/v1/customers', () => {
  let t: TestApp;
  let payments: ReturnType<typeof paymentsClient>;

  beforeAll(async () => {
    t = await createTestApp();
    payments = paymentsClient(t.app);
  });
  afterAll(() => t.close());

  it('creates a customer and reads it back', async () => {
    const response = await payments.post('/v1/customers', {
      email: 'dana@example.com',
      name: 'Dana Demo',
      metadata: { individual_id: 7 },
    });
    expect(response.statusCode).toBe(200);
    const customer = response.json();
    expect(customer).toEqual({
      id: expect.stringMatching(/^cus_[A-Za-z0-9]{24}$/),
      object: 'customer',
      created: expect.any(Number),
      email: 'dana@example.com',
      name: 'Dana Demo',
      metadata: { individual_id: '7' },
      invoice_settings: { default_payment_method: null },
      livemode: false,
    });
    expect((await payments.get(`/v1/customers/${customer.id}`)).json()).toEqual(customer);
  });

  it('takes a JSON body as well', async () => {
    const response = await payments.post(
      '/v1/customers',
      { email: 'json@example.com' },
      { json: true },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'json@example.com', name: null, metadata: {} });
  });

  it('creates a customer from a call without a body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/payments/v1/customers',
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ object: 'customer', email: null });
  });

  it('updates fields it is sent and merges metadata key by key', async () => {
    const id = await payments.customer({
      email: 'old@example.com',
      name: 'Old',
      metadata: { a: '1', b: '2' },
    });
    const response = await payments.post(`/v1/customers/${id}`, {
      email: 'new@example.com',
      metadata: { b: '', c: '3' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'new@example.com',
      name: 'Old',
      metadata: { a: '1', c: '3' },
    });
  });

  it('sets, keeps and clears the default payment method among the customer’s own cards', async () => {
    const id = await payments.customer();
    const card = await payments.paymentMethod('4242424242424242');
    const notAttached = await payments.paymentMethod('5555555555554444');
    await payments.post(`/v1/payment_methods/${card}/attach`, { customer: id });

    const setDefault = (pm: string) =>
      payments.post(`/v1/customers/${id}`, { invoice_settings: { default_payment_method: pm } });

    const set = await setDefault(card);
    expect(set.statusCode).toBe(200);
    expect(set.json().invoice_settings).toEqual({ default_payment_method: card });
    // Another update leaves the default alone.
    await payments.post(`/v1/customers/${id}`, { name: 'Renamed' });
    expect(
      (await payments.get(`/v1/customers/${id}`)).json().invoice_settings.default_payment_method,
    ).toBe(card);

    const foreign = await setDefault(notAttached);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({
      type: 'invalid_request_error',
      param: 'invoice_settings[default_payment_method]',
    });
    const unknown = await setDefault('pm_unknown');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'resource_missing',
      param: 'invoice_settings[default_payment_method]',
    });

    const cleared = await setDefault('');
    expect(cleared.json().invoice_settings.default_payment_method).toBeNull();
  });

  it('drops a detached card as the default', async () => {
    const id = await payments.customer();
    const card = await payments.paymentMethod('4242424242424242');
    await payments.post(`/v1/payment_methods/${card}/attach`, { customer: id });
    await payments.post(`/v1/customers/${id}`, {
      invoice_settings: { default_payment_method: card },
    });
    await payments.post(`/v1/payment_methods/${card}/detach`);
    expect(
      (await payments.get(`/v1/customers/${id}`)).json().invoice_settings.default_payment_method,
    ).toBeNull();
  });

  it('answers an unknown customer with 404 resource_missing', async () => {
    for (const response of [
      await payments.get('/v1/customers/cus_nobody'),
      await payments.post('/v1/customers/cus_nobody', { name: 'x' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'id',
          message: "No such customer: 'cus_nobody'",
        },
      });
    }
  });
});
