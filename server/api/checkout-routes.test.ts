import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import type { InvoiceResponse } from '../checkout/invoices';
import {
  accounts,
  idempotencyKeys,
  invoiceLines,
  invoices,
  paymentIntents,
  serviceOrders,
  subscriptions,
} from '../db/schema';
import { TEST_CARDS } from '../payments/test-cards';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { paymentsClient } from '../test-support/payments-client';
import { createTestApp, type TestApp } from '../test-support/test-app';

const item = (name: string, state = 'ca') => ({
  product_name: name,
  price_id: `price_${state}_${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`,
  quantity: 1,
});

/** A GROWTH registration checkout in California, with Charter as registered agent. */
const GROWTH_ORDER = [
  item('LLC_FORMATION'),
  item('CA-STATE'),
  item('EIN_APPLICATION'),
  item('LLC_OPERATING_AGREEMENT'),
  item('REGISTERED_AGENT'),
];

/** An annual report in California, with the state's own fee for it. */
const ANNUAL_REPORT_ORDER = [item('LLC_ANNUAL_REPORT'), item('CA-LLC_ANNUAL_REPORT-STATE')];

/** Each decline test card and the spec's message for it (dashboard §8), word for word. */
const DECLINE_MESSAGES: Record<string, string> = {
  '4000000000000002': 'Your card was declined. Please use a different card.',
  '4000000000009995': 'Insufficient funds. Please use another payment method.',
  '4000000000009987': 'This card has been reported lost or stolen. Contact your bank.',
  '4000000000009979': 'This card has been reported lost or stolen. Contact your bank.',
  '4000000000000069': 'The card has expired. Please use a different card.',
  '4000000000000127': 'The security code (CVC) you entered is incorrect.',
  '4000000000000119': 'There was a problem processing your payment. Please try again.',
  '4000000000000036': 'The ZIP/postal code you entered is incorrect.',
  '4000002760003184': 'This card requires additional authentication.',
  '4000000000000408': 'This card has been reported lost or stolen. Contact your bank.',
  '4000000000000416': 'The bank declined the transaction due to security reasons.',
};

describe('purchases at POST /api/v1/checkout', () => {
  let t: TestApp;
  let rosa: SignedInOwner;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
    rosa = await signedInOwner(t, 'rosa', { firstName: 'Rosa', lastName: 'Alvarez' });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const payments = () => paymentsClient(t.app);
  const purchase = (
    owner: SignedInOwner,
    payload: object,
    key: string | null = `purchase-${Math.random().toString(36).slice(2)}`,
  ) => asOwner(t, owner)('/api/v1/checkout', { method: 'POST', payload, key });
  const payload = (token: string, subscriptions: object[] = GROWTH_ORDER) => ({
    individual: { first_name: 'Rosa', last_name: 'Alvarez', email: 'rosa@bluebonnet.example' },
    description: 'Business formation package (GROWTH)',
    payment_method_token: token,
    subscriptions,
  });
  const rowCount = async (table: typeof invoices | typeof paymentIntents) =>
    (await db().select({ n: count() }).from(table))[0]!.n;
  const statusesOf = async (owner: SignedInOwner) =>
    Object.fromEntries(
      (await db().select().from(serviceOrders).where(eq(serviceOrders.individualId, owner.id))).map(
        (row) => [row.service, row.status],
      ),
    );
  const tierOf = async (owner: SignedInOwner) =>
    (await t.app.services.accounts.findById(owner.id))!.tier;

  let growthInvoice: InvoiceResponse;
  let growthToken: string;
  const GROWTH_KEY = 'rosa-growth-purchase-0001';

  it('charges the order once and answers its invoice, every line priced by the catalogue', async () => {
    growthToken = await payments().token('4242424242424242');
    const response = await purchase(rosa, payload(growthToken), GROWTH_KEY);
    expect(response.statusCode, response.body).toBe(200);
    growthInvoice = response.json();
    const customerId = (await t.app.services.accounts.findById(rosa.id))!.stripeCustomerId;
    expect(growthInvoice).toEqual({
      invoice_id: expect.any(Number) as number,
      number: expect.stringMatching(/^INV-\d{6}$/) as string,
      customer_id: customerId,
      description: 'Business formation package (GROWTH)',
      products: [
        'LLC_FORMATION',
        'CA-STATE',
        'EIN_APPLICATION',
        'LLC_OPERATING_AGREEMENT',
        'REGISTERED_AGENT',
      ],
      lines: [
        {
          product_name: 'LLC_FORMATION',
          price_id: 'price_ca_llc_formation',
          unit_price: 9900,
          amount: 9900,
        },
        { product_name: 'CA-STATE', price_id: 'price_ca_ca_state', unit_price: 7000, amount: 7000 },
        {
          product_name: 'EIN_APPLICATION',
          price_id: 'price_ca_ein_application',
          unit_price: 9900,
          amount: 9900,
        },
        {
          product_name: 'LLC_OPERATING_AGREEMENT',
          price_id: 'price_ca_llc_operating_agreement',
          unit_price: 4900,
          amount: 4900,
        },
        // Free the first year (dashboard §9).
        {
          product_name: 'REGISTERED_AGENT',
          price_id: 'price_ca_registered_agent',
          unit_price: 9900,
          amount: 0,
        },
      ],
      total: 31700,
      currency: 'usd',
      paid_at: expect.any(String) as string,
      payment_intent_id: expect.stringMatching(/^pi_/) as string,
      card: { brand: 'visa', last4: '4242' },
      billed_to: { first_name: 'Rosa', last_name: 'Alvarez', email: 'rosa@bluebonnet.example' },
      receipt_url: null,
    });
    const [intent] = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, growthInvoice.payment_intent_id!));
    expect(intent).toMatchObject({ amount: 31700, status: 'succeeded', customerId });
  });

  it('marks each service bought PURCHASED, but no state fee, and sets the plan', async () => {
    expect(await statusesOf(rosa)).toEqual({
      'llc-formation': 'PURCHASED',
      'ein-application': 'PURCHASED',
      'llc-operating-agreement': 'PURCHASED',
      'registered-agent': 'PURCHASED',
    });
    expect(await tierOf(rosa)).toBe('GROWTH');
  });

  it("tells the owner's profile the business's state and the add-ons bought", async () => {
    const response = await asOwner(t, rosa)(`/api/v1/individual/${rosa.id}`);
    expect(response.json()).toMatchObject({ business_state: 'CA', add_ons: ['REGISTERED_AGENT'] });
  });

  it('starts the registered agent’s yearly subscription, renewing one year from today', async () => {
    const rows = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.individualId, rosa.id));
    const today = new Date();
    const inAYear = new Date(
      Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate()),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        priceId: 'price_ca_registered_agent',
        productName: 'REGISTERED_AGENT',
        status: 'active',
        renewsOn: inAYear.toISOString().slice(0, 10),
      }),
    ]);
  });

  it('answers a replayed purchase the same, with one charge and one invoice', async () => {
    const [invoicesBefore, intentsBefore] = [
      await rowCount(invoices),
      await rowCount(paymentIntents),
    ];
    // The browser sends the very request again (its answer was lost): same key, same body.
    const replay = await purchase(rosa, payload(growthToken), GROWTH_KEY);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(growthInvoice);
    expect(await rowCount(invoices)).toBe(invoicesBefore);
    expect(await rowCount(paymentIntents)).toBe(intentsBefore);
    const charges = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.customerId, growthInvoice.customer_id));
    expect(charges).toHaveLength(1);
    const recorded = await db().select().from(invoices).where(eq(invoices.individualId, rosa.id));
    expect(recorded).toHaveLength(1);
    const lines = await db()
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, growthInvoice.invoice_id));
    expect(lines).toHaveLength(5);
  });

  it('charges once and records one invoice even when the retry finds no stored answer', async () => {
    // As if the first attempt had died half-way (its key's answer never stored): the retry runs
    // again, and the provider keys and the invoice's purchase key keep it from acting twice.
    await db()
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.owner, `individual:${rosa.id}`),
          eq(idempotencyKeys.key, GROWTH_KEY),
        ),
      );
    const [invoicesBefore, intentsBefore] = [
      await rowCount(invoices),
      await rowCount(paymentIntents),
    ];
    const retry = await purchase(rosa, payload(growthToken), GROWTH_KEY);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.json()).toEqual(growthInvoice);
    expect(await rowCount(invoices)).toBe(invoicesBefore);
    expect(await rowCount(paymentIntents)).toBe(intentsBefore);
  });

  it('refuses the same key with another body: 409, nothing charged', async () => {
    const intents = await rowCount(paymentIntents);
    const other = payload(await payments().token('4242424242424242'), [item('DOC_LIBRARY')]);
    const response = await purchase(rosa, other, GROWTH_KEY);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(await rowCount(paymentIntents)).toBe(intents);
  });

  it('requires an Idempotency-Key', async () => {
    const response = await purchase(rosa, payload('tok_x'), null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'An Idempotency-Key header (8-128 characters) is required',
    });
  });

  it('charges the catalogue’s prices whatever prices the client sends', async () => {
    const ana = await signedInOwner(t, 'ana');
    const cheap = GROWTH_ORDER.slice(0, 2).map((entry) => ({
      ...entry,
      unit_price: 1,
      price: '0.01',
      amount: 1,
    }));
    const response = await purchase(ana, {
      ...payload(await payments().token('4242424242424242'), cheap),
      total: 100,
      amount: 100,
    });
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json() as InvoiceResponse;
    expect(invoice.total).toBe(16900);
    expect(invoice.lines.map((line) => line.unit_price)).toEqual([9900, 7000]);
    const [intent] = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, invoice.payment_intent_id!));
    expect(intent!.amount).toBe(16900);
  });

  it('refuses what the catalogue does not sell: 422, nothing charged', async () => {
    const intents = await rowCount(paymentIntents);
    const token = await payments().token('4242424242424242');
    const unknown = await purchase(
      rosa,
      payload(token, [item('LLC_FORMATION'), { product_name: 'GOLD', price_id: 'price_gold' }]),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: 'Unknown price: price_gold' });
    const mislabelled = await purchase(
      rosa,
      payload(token, [
        { product_name: 'LLC_FORMATION', price_id: 'price_ca_llc_operating_agreement' },
      ]),
    );
    expect(mislabelled.statusCode).toBe(422);
    expect(mislabelled.json()).toEqual({
      message:
        'price_ca_llc_operating_agreement is the price of LLC_OPERATING_AGREEMENT, not LLC_FORMATION',
    });
    const twice = await purchase(
      rosa,
      payload(token, [item('EXPERT_REVIEW'), item('EXPERT_REVIEW')]),
    );
    expect(twice.statusCode).toBe(422);
    expect(await rowCount(paymentIntents)).toBe(intents);
  });

  it('sells each state fee only with its own filing, in its state: 422, nothing charged', async () => {
    const owner = await signedInOwner(t, 'fees');
    const intents = await rowCount(paymentIntents);
    const token = await payments().token('4242424242424242');
    const refused = async (items: object[], message: string) => {
      const response = await purchase(owner, payload(token, items));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({ message });
    };
    await refused(
      [item('LLC_ANNUAL_REPORT'), item('CA-STATE')],
      'The California state filing fee is only sold with the Business Formation in California.',
    );
    await refused(
      [item('LLC_ANNUAL_REPORT')],
      'The Annual Report is sold with the California state fee for the Annual Report.',
    );
    await refused(
      [item('REGISTERED_AGENT'), item('CA-LLC_ANNUAL_REPORT-STATE')],
      'The California state fee for the Annual Report is only sold with the Annual Report in California.',
    );
    await refused(
      [item('CERT_GOOD_STANDING'), item('TX-CERT_GOOD_STANDING-STATE', 'tx')],
      'The Texas state fee for the Certificate of Good Standing is only sold with the Certificate of Good Standing in Texas.',
    );
    await refused(
      [item('LLC_FORMATION')],
      'The Business Formation is sold with one California state filing fee, standard or expedited.',
    );
    await refused(
      [item('LLC_FORMATION'), item('CA-STATE'), item('RAPID-STATE')],
      'The Business Formation is sold with one California state filing fee, standard or expedited.',
    );
    expect(await rowCount(paymentIntents)).toBe(intents);
    expect(await statusesOf(owner)).toEqual({});
  });

  it('sells a service with its own state fee, and one whose fee is zero or unknown without', async () => {
    const owner = await signedInOwner(t, 'texan');
    const token = () => payments().token('4242424242424242');
    // Texas: $15 for the certificate; no annual report fee; the amendment's fee is unknown.
    const certificate = await purchase(
      owner,
      payload(await token(), [
        item('CERT_GOOD_STANDING', 'tx'),
        item('TX-CERT_GOOD_STANDING-STATE', 'tx'),
      ]),
    );
    expect(certificate.statusCode, certificate.body).toBe(200);
    expect(certificate.json()).toMatchObject({ total: 9900 + 1500 });
    const others = await purchase(
      owner,
      payload(await token(), [item('LLC_ANNUAL_REPORT', 'tx'), item('LLC_AMENDMENT', 'tx')]),
    );
    expect(others.statusCode, others.body).toBe(200);
    expect(others.json()).toMatchObject({ total: 9900 + 9900 });
    expect(await statusesOf(owner)).toEqual({
      'cert-good-standing': 'PURCHASED',
      'llc-annual-report': 'PURCHASED',
      'llc-amendment': 'PURCHASED',
    });
    // Services bought alone from the dashboard buy no plan.
    expect(await tierOf(owner)).toBeNull();
  });

  it('covers every decline card of the sandbox', () => {
    const declining = TEST_CARDS.filter((card) => card.decline).map((card) => card.number);
    expect(Object.keys(DECLINE_MESSAGES).sort()).toEqual(declining.sort());
  });

  it.each(Object.entries(DECLINE_MESSAGES))(
    'answers card %s’s decline with 402 and the spec’s message, recording nothing',
    async (number, message) => {
      const owner = await signedInOwner(t, 'declined');
      const [invoicesBefore] = [await rowCount(invoices)];
      const response = await purchase(owner, payload(await payments().token(number)));
      expect(response.statusCode, response.body).toBe(402);
      const decline = TEST_CARDS.find((card) => card.number === number)!.decline!;
      expect(response.json()).toEqual({
        code: decline.code,
        decline_code: decline.declineCode ?? null,
        message,
      });
      expect(await rowCount(invoices)).toBe(invoicesBefore);
      expect(await statusesOf(owner)).toEqual({});
      expect(await tierOf(owner)).toBeNull();
      expect(
        await db().select().from(subscriptions).where(eq(subscriptions.individualId, owner.id)),
      ).toEqual([]);
      // The declined card is not kept among the owner's saved cards.
      const customerId = (await t.app.services.accounts.findById(owner.id))!.stripeCustomerId!;
      const cards = await asOwner(t, owner)(`/checkout/v1/customer/${customerId}/payment_methods`);
      expect(cards.json()).toEqual([]);
    },
  );

  it('pays with a saved card of the owner’s', async () => {
    const customerId = (await t.app.services.accounts.findById(rosa.id))!.stripeCustomerId!;
    const saved = await asOwner(t, rosa)(`/checkout/v1/customer/${customerId}/payment_methods`);
    const [card] = saved.json() as Array<{ payment_method_id: string }>;
    const response = await purchase(rosa, payload(card!.payment_method_id, ANNUAL_REPORT_ORDER));
    expect(response.statusCode, response.body).toBe(200);
    // The service and California's own $20 annual report fee.
    expect(response.json()).toMatchObject({
      products: ['LLC_ANNUAL_REPORT', 'CA-LLC_ANNUAL_REPORT-STATE'],
      total: 9900 + 2000,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(await statusesOf(rosa)).toMatchObject({ 'llc-annual-report': 'PURCHASED' });
  });

  it('refuses another customer’s saved card with the provider’s reason', async () => {
    const other = await signedInOwner(t, 'other');
    const rosaCustomer = growthInvoice.customer_id;
    const [card] = (
      await asOwner(t, rosa)(`/checkout/v1/customer/${rosaCustomer}/payment_methods`)
    ).json() as Array<{ payment_method_id: string }>;
    const response = await purchase(other, payload(card!.payment_method_id, ANNUAL_REPORT_ORDER));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: null,
      message: 'The payment method you provided has already been attached to a customer.',
    });
  });

  it('records a registered agent bought alone without charging: free the first year', async () => {
    const owner = await signedInOwner(t, 'agent');
    const intents = await rowCount(paymentIntents);
    const response = await purchase(
      owner,
      payload(await payments().token('5555555555554444'), [item('REGISTERED_AGENT', 'tx')]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      total: 0,
      payment_intent_id: null,
      card: { brand: 'mastercard' },
    });
    expect(await rowCount(paymentIntents)).toBe(intents);
    expect(await statusesOf(owner)).toEqual({ 'registered-agent': 'PURCHASED' });
    expect(await tierOf(owner)).toBeNull();
    // Registration asks no name: the first purchase's billed-to names become the owner's.
    const account = await t.app.services.accounts.findById(owner.id);
    expect(account).toMatchObject({ firstName: 'Rosa', lastName: 'Alvarez', businessState: 'TX' });
  });

  it('never sells a service bought again: 422 before any charge; plan and status stay', async () => {
    await db()
      .update(serviceOrders)
      .set({ status: 'SUBMITTED' })
      .where(eq(serviceOrders.individualId, rosa.id));
    const intents = await rowCount(paymentIntents);
    const starter = [item('LLC_FORMATION', 'tx'), item('TX-STATE', 'tx')];
    const response = await purchase(
      rosa,
      payload(await payments().token('4242424242424242'), starter),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'You have already bought Business Formation: it is not charged again.',
    });
    expect(await rowCount(paymentIntents)).toBe(intents);
    expect(await tierOf(rosa)).toBe('GROWTH');
    expect((await statusesOf(rosa))['llc-formation']).toBe('SUBMITTED');
    const [account] = await db().select().from(accounts).where(eq(accounts.id, rosa.id));
    expect(account!.tier).toBe('GROWTH');
  });
});
