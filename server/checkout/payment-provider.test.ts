import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsClient } from '../test-support/payments-client';
import { createTestApp, type TestApp } from '../test-support/test-app';
import {
  createPaymentProvider,
  PaymentProviderError,
  type PaymentProvider,
} from './payment-provider';
import { fetchTransport, injectTransport } from './provider-transports';
import { SECRET_KEY } from '../test-support/payments-client';

describe('the payment provider client', () => {
  let t: TestApp;
  let sandboxBase: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    sandboxBase = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/payments`;
  });
  afterAll(() => t.close());

  const transports = {
    'in process (inject)': () => injectTransport(t.app, '/payments'),
    'over the network (fetch)': () => fetchTransport(sandboxBase),
  };

  const charged = (customer: string, paymentMethod: string, amount: number) => ({
    amount,
    customer,
    payment_method: paymentMethod,
    description: 'Charter services',
    metadata: { individual_id: '7' },
  });

  /** The provider error a call throws. */
  const refusal = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    return error as PaymentProviderError;
  };

  describe.each(Object.entries(transports))('%s', (_, transport) => {
    let provider: PaymentProvider;
    beforeAll(() => {
      provider = createPaymentProvider({ transport: transport(), secretKey: SECRET_KEY });
    });
    const key = () => `test-${Math.random().toString(36).slice(2)}`;

    it('saves a card to a customer and charges it', async () => {
      const customer = await provider.createCustomer(
        { email: 'ana@example.com', name: 'Ana Ruiz', metadata: { individual_id: '7' } },
        key(),
      );
      expect(customer.id).toMatch(/^cus_/);
      const token = await paymentsClient(t.app).token('4242424242424242');
      const method = await provider.createPaymentMethod(
        { token, billing_details: { name: 'Ana Ruiz', address: { postal_code: '60606' } } },
        key(),
      );
      expect(method).toMatchObject({ customer: null, card: { brand: 'visa', last4: '4242' } });
      await provider.attachPaymentMethod(method.id, customer.id, key());
      await provider.setDefaultPaymentMethod(customer.id, method.id, key());
      expect((await provider.retrieveCustomer(customer.id)).invoice_settings).toEqual({
        default_payment_method: method.id,
      });
      expect((await provider.listPaymentMethods(customer.id)).map((pm) => pm.id)).toEqual([
        method.id,
      ]);

      const chargeKey = key();
      const charge = () => provider.chargeCard(charged(customer.id, method.id, 16900), chargeKey);
      const intent = await charge();
      expect(intent).toMatchObject({ amount: 16900, status: 'succeeded' });
      // The same key is the same charge, answered again.
      expect((await charge()).id).toBe(intent.id);

      await provider.detachPaymentMethod(method.id, key());
      expect(await provider.listPaymentMethods(customer.id)).toEqual([]);
    });

    it('throws a decline as the provider’s card error', async () => {
      const customer = await provider.createCustomer(
        { email: 'ben@example.com', name: 'Ben', metadata: {} },
        key(),
      );
      const token = await paymentsClient(t.app).token('4000000000009995');
      const method = await provider.createPaymentMethod({ token }, key());
      const error = await refusal(
        provider.chargeCard(charged(customer.id, method.id, 9900), key()),
      );
      expect(error.status).toBe(402);
      expect(error.isCardError).toBe(true);
      expect(error.body).toMatchObject({
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      });
    });

    it('throws the provider’s error object for an unknown id', async () => {
      const error = await refusal(provider.retrievePaymentMethod('pm_missing'));
      expect(error.status).toBe(404);
      expect(error.isCardError).toBe(false);
      expect(error.body).toMatchObject({
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: "No such PaymentMethod: 'pm_missing'",
      });
    });

    it('is refused without the secret key', async () => {
      const wrongKey = createPaymentProvider({ transport: transport(), secretKey: 'sk_wrong' });
      const error = await refusal(wrongKey.retrieveCustomer('cus_x'));
      expect(error.status).toBe(401);
      expect(error.body.type).toBe('invalid_request_error');
    });
  });

  it('tells an unreachable provider as a 502 api_error', async () => {
    const provider = createPaymentProvider({
      transport: fetchTransport('http://127.0.0.1:9/payments'),
      secretKey: SECRET_KEY,
    });
    const error = await refusal(provider.retrieveCustomer('cus_x'));
    expect(error.status).toBe(502);
    expect(error.body.type).toBe('api_error');
    expect(error.message).toMatch(/^The payment provider could not be reached/);
  });

  it('tells an answer that is not the provider’s JSON as an api_error with its status', async () => {
    const provider = createPaymentProvider({
      transport: async () => ({ status: 503, body: '<html>Service Unavailable</html>' }),
      secretKey: SECRET_KEY,
    });
    const error = await refusal(provider.retrieveCustomer('cus_x'));
    expect(error.status).toBe(503);
    expect(error.body).toEqual({
      type: 'api_error',
      message: 'The payment provider answered 503',
    });
  });
});
