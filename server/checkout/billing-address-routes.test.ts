import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { paymentsClient } from '../test-support/payments-client';
import { createTestApp, type TestApp } from '../test-support/test-app';

const ADDRESS = {
  line1: '1 Main St',
  line2: '',
  city: 'Chicago',
  state: 'IL',
  postal_code: '60606',
  country: 'US',
};

describe('the billing address at /checkout/v1/customer', () => {
  let t: TestApp;
  let ana: SignedInOwner;
  let ben: SignedInOwner;
  let anaCustomer: string;
  let firstCard: string;

  beforeAll(async () => {
    t = await createTestApp();
    ana = await signedInOwner(t, 'ana-billing', { firstName: 'Ana', lastName: 'Ruiz' });
    ben = await signedInOwner(t, 'ben-billing');
  });
  afterAll(() => t.close());

  const payments = () => paymentsClient(t.app);
  const address = (owner: SignedInOwner, customerId: string) =>
    asOwner(t, owner)(`/checkout/v1/customer/${customerId}/billing_address`);
  const update = (owner: SignedInOwner, payload: object) =>
    asOwner(t, owner)('/checkout/v1/customer/billing_address', { method: 'POST', payload });
  const addCard = async (owner: SignedInOwner, number: string, customerId: string | null) => {
    const token = await payments().token(number, { exp_month: '7', exp_year: '2031' });
    const response = await asOwner(t, owner)('/checkout/v1/customer/payment_method', {
      method: 'POST',
      payload: {
        customer_id: customerId,
        payment_method_token: token,
        billing_details: { name: 'Ana Ruiz', address: ADDRESS },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      customer_id: string;
      payment_method: { payment_method_id: string };
    };
  };

  it('answers the default card’s billing address', async () => {
    const saved = await addCard(ana, '4242424242424242', null);
    anaCustomer = saved.customer_id;
    firstCard = saved.payment_method.payment_method_id;
    const response = await address(ana, anaCustomer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ address: ADDRESS });
  });

  it('updates it at the provider with the spec’s message', async () => {
    const moved = { ...ADDRESS, line1: '20 Oak Ave', line2: 'Suite 4', city: 'Springfield' };
    const response = await update(ana, { customer_id: anaCustomer, address: moved });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Billing address updated successfully.',
      address: moved,
    });
    const method = await payments().get(`/v1/payment_methods/${firstCard}`);
    expect(method.json()).toMatchObject({
      billing_details: { name: 'Ana Ruiz', address: { line1: '20 Oak Ave', city: 'Springfield' } },
    });
    expect((await address(ana, anaCustomer)).json()).toEqual({ address: moved });
  });

  it('refuses an invalid address with the shared checks’ messages: 422', async () => {
    const response = await update(ana, {
      customer_id: anaCustomer,
      address: { ...ADDRESS, postal_code: '123' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Please check the billing address',
      errors: { postal_code: expect.any(String) as string },
    });
  });

  it('has no address, and takes none, without a default card: 409', async () => {
    const removed = await asOwner(t, ana)(
      `/checkout/v1/customer/payment_method?customer_id=${anaCustomer}&payment_method_id=${firstCard}`,
      { method: 'DELETE' },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await address(ana, anaCustomer)).json()).toEqual({ address: null });
    const response = await update(ana, { customer_id: anaCustomer, address: ADDRESS });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Add a card first: the billing address is your default card’s.',
    });
  });

  it('refuses another owner’s customer: 403', async () => {
    expect((await address(ben, anaCustomer)).statusCode).toBe(403);
    const response = await update(ben, { customer_id: anaCustomer, address: ADDRESS });
    expect(response.statusCode).toBe(403);
  });
});
