import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { paymentsClient } from '../test-support/payments-client';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { SavedCard } from './saved-cards';

const BILLING = {
  name: 'Ana Ruiz',
  address: {
    line1: '1 Main St',
    city: 'Chicago',
    state: 'IL',
    postal_code: '60606',
    country: 'US',
  },
};

describe('saved cards at /checkout/v1/customer', () => {
  let t: TestApp;
  let ana: SignedInOwner;
  let ben: SignedInOwner;
  let anaCustomer: string;
  let benCustomer: string;

  beforeAll(async () => {
    t = await createTestApp();
    ana = await signedInOwner(t, 'ana', { firstName: 'Ana', lastName: 'Ruiz' });
    ben = await signedInOwner(t, 'ben');
  });
  afterAll(() => t.close());

  const payments = () => paymentsClient(t.app);
  const storedCustomerId = async (owner: SignedInOwner) =>
    (await t.app.services.accounts.findById(owner.id))!.stripeCustomerId;
  const addCard = (owner: SignedInOwner, payload: object, key?: string) =>
    asOwner(t, owner)('/checkout/v1/customer/payment_method', { method: 'POST', payload, key });
  const savedCards = async (owner: SignedInOwner, customerId: string) => {
    const response = await asOwner(t, owner)(`/checkout/v1/customer/${customerId}/payment_methods`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SavedCard[];
  };

  it('needs the owner’s bearer token, unlike the catalogue', async () => {
    const response = await t.app.inject('/checkout/v1/customer/cus_x/payment_methods');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('saves the first card from a card token, creating the customer and making it the default', async () => {
    expect(await storedCustomerId(ana)).toBeNull();
    const token = await payments().token('4242424242424242', { exp_month: '7', exp_year: '2031' });
    const response = await addCard(ana, {
      customer_id: null,
      payment_method_token: token,
      billing_details: BILLING,
    });
    expect(response.statusCode, response.body).toBe(200);
    anaCustomer = (await storedCustomerId(ana))!;
    expect(anaCustomer).toMatch(/^cus_/);
    const body = response.json();
    expect(body).toEqual({
      message: 'Payment methods created successfully.',
      customer_id: anaCustomer,
      payment_method: {
        payment_method_id: expect.stringMatching(/^pm_/) as string,
        brand: 'visa',
        last4: '4242',
        exp_month: 7,
        exp_year: 2031,
        isdefault: true,
      },
    });
    // The billing name and address reached the provider with the card.
    const method = await payments().get(
      `/v1/payment_methods/${body.payment_method.payment_method_id}`,
    );
    expect(method.json()).toMatchObject({
      customer: anaCustomer,
      billing_details: { name: 'Ana Ruiz', address: { city: 'Chicago', postal_code: '60606' } },
    });
    // The dashboard learns the customer id from the owner's record.
    const individual = await asOwner(t, ana)(`/api/v1/individual/${ana.id}`);
    expect(individual.json()).toMatchObject({ stripe_customer_id: anaCustomer });
  });

  it('saves a card made in the browser (pm_…) to the same customer, not as the default', async () => {
    const paymentMethodId = await payments().paymentMethod('5555555555554444');
    const response = await addCard(ana, {
      customer_id: anaCustomer,
      payment_method_token: paymentMethodId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      customer_id: anaCustomer,
      payment_method: { payment_method_id: paymentMethodId, brand: 'mastercard', isdefault: false },
    });
    expect(await storedCustomerId(ana)).toBe(anaCustomer);
  });

  it('with verify, refuses a card its issuer declines with the spec’s message, saving nothing', async () => {
    const before = await savedCards(ana, anaCustomer);
    const token = await payments().token('4000000000000002');
    const response = await addCard(ana, {
      customer_id: anaCustomer,
      payment_method_token: token,
      verify: true,
      billing_details: BILLING,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined. Please use a different card.',
    });
    expect(await savedCards(ana, anaCustomer)).toEqual(before);
  });

  it('lists the saved cards newest first with the spec’s fields', async () => {
    const cards = await savedCards(ana, anaCustomer);
    expect(cards.map(({ brand, last4, isdefault }) => [brand, last4, isdefault])).toEqual([
      ['mastercard', '4444', false],
      ['visa', '4242', true],
    ]);
    expect(Object.keys(cards[0]!).sort()).toEqual([
      'brand',
      'exp_month',
      'exp_year',
      'isdefault',
      'last4',
      'payment_method_id',
    ]);
  });

  it('makes another saved card the default', async () => {
    const [mastercard] = await savedCards(ana, anaCustomer);
    const response = await asOwner(t, ana)('/checkout/v1/customer/payment_method/default', {
      method: 'POST',
      payload: { customer_id: anaCustomer, payment_method_id: mastercard!.payment_method_id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as SavedCard[]).map((card) => [card.last4, card.isdefault])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
  });

  it('deletes a saved card, which then is no longer the default', async () => {
    const [mastercard] = await savedCards(ana, anaCustomer);
    const remove = () =>
      asOwner(t, ana)(
        `/checkout/v1/customer/payment_method?customer_id=${anaCustomer}&payment_method_id=${mastercard!.payment_method_id}`,
        { method: 'DELETE' },
      );
    const response = await remove();
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as SavedCard[]).map((card) => [card.last4, card.isdefault])).toEqual([
      ['4242', false],
    ]);
    expect((await remove()).statusCode).toBe(404);
  });

  it('takes a DELETE’s query as part of its request: the same key for another card is 409', async () => {
    const [visa] = await savedCards(ana, anaCustomer);
    const remove = (paymentMethodId: string) =>
      asOwner(t, ana)(
        `/checkout/v1/customer/payment_method?customer_id=${anaCustomer}&payment_method_id=${paymentMethodId}`,
        { method: 'DELETE', key: 'delete-one-card-0001' },
      );
    expect((await remove('pm_not_a_card')).statusCode).toBe(404);
    const other = await remove(visa!.payment_method_id);
    expect(other.statusCode).toBe(409);
    expect(await savedCards(ana, anaCustomer)).toContainEqual(visa);
  });

  it('answers a repeated save with the same Idempotency-Key once, saving one card', async () => {
    const token = await payments().token('6011111111111117');
    const payload = { customer_id: anaCustomer, payment_method_token: token };
    const first = await addCard(ana, payload, 'save-discover-0001');
    const again = await addCard(ana, payload, 'save-discover-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const discovers = (await savedCards(ana, anaCustomer)).filter((c) => c.brand === 'discover');
    expect(discovers).toHaveLength(1);
    expect(
      (await addCard(ana, { ...payload, customer_id: null }, 'save-discover-0001')).statusCode,
    ).toBe(409);
  });

  it('refuses another owner’s customer wherever it is named: 403', async () => {
    const benToken = await payments().token('4242424242424242');
    expect((await addCard(ben, { payment_method_token: benToken })).statusCode).toBe(200);
    benCustomer = (await storedCustomerId(ben))!;
    const [benCard] = await savedCards(ben, benCustomer);
    const card = { customer_id: benCustomer, payment_method_id: benCard!.payment_method_id };
    const asAna = asOwner(t, ana);

    const attempts = [
      asAna(`/checkout/v1/customer/${benCustomer}/payment_methods`),
      asAna(`/checkout/v1/customer/${benCustomer}/invoices`),
      asAna(`/checkout/v1/customer/${benCustomer}/receipts`),
      asAna(`/checkout/v1/customer/${benCustomer}/products`),
      asAna(`/checkout/v1/customer/${benCustomer}/tier`),
      asAna(`/checkout/v1/customer/${benCustomer}/receipts/1.pdf`),
      addCard(ana, {
        customer_id: benCustomer,
        payment_method_token: await payments().token('4242424242424242'),
      }),
      asAna('/checkout/v1/customer/payment_method/default', { method: 'POST', payload: card }),
      asAna(
        `/checkout/v1/customer/payment_method?customer_id=${benCustomer}&payment_method_id=${card.payment_method_id}`,
        { method: 'DELETE' },
      ),
      asAna('/checkout/v1/subscription/create', {
        method: 'POST',
        payload: {
          ...card,
          product_name: 'REGISTERED_AGENT',
          price_id: 'price_il_registered_agent',
        },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden' });
    }
    expect(await savedCards(ben, benCustomer)).toHaveLength(1);
  });

  it('refuses a customer id from an owner who has none yet', async () => {
    const newcomer = await signedInOwner(t, 'newcomer');
    const response = await asOwner(
      t,
      newcomer,
    )(`/checkout/v1/customer/${anaCustomer}/payment_methods`);
    expect(response.statusCode).toBe(403);
  });

  it('does not let the owner make another customer’s card their default', async () => {
    const [benCard] = await savedCards(ben, benCustomer);
    const response = await asOwner(t, ana)('/checkout/v1/customer/payment_method/default', {
      method: 'POST',
      payload: { customer_id: anaCustomer, payment_method_id: benCard!.payment_method_id },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: `No such payment method: ${benCard!.payment_method_id}`,
    });
  });

  it('checks the billing address with the shared messages before anything is saved', async () => {
    const before = await savedCards(ana, anaCustomer);
    const response = await addCard(ana, {
      customer_id: anaCustomer,
      payment_method_token: await payments().token('4242424242424242'),
      billing_details: {
        name: 'Ana Ruiz',
        address: { ...BILLING.address, state: 'Ontario', postal_code: '6060' },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please check the billing address',
      errors: { state: 'State format is invalid', postal_code: 'Zip code format is invalid' },
    });
    expect(await savedCards(ana, anaCustomer)).toEqual(before);
  });

  it('relays the provider’s refusal of a token it does not know', async () => {
    const response = await addCard(ana, {
      customer_id: anaCustomer,
      payment_method_token: 'tok_nothing',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'resource_missing',
      message: "No such token: 'tok_nothing'",
    });
  });
});
