import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import { businesses, invoiceLines, invoices, paymentIntents } from '../../server/db/schema';
import { saveFormationPage } from '../../server/test-support/formation-answers';
import { asOwner, signedInOwner, type SignedInOwner } from '../../server/test-support/owners';
import { paymentsClient } from '../../server/test-support/payments-client';
import { buyAsOwner, buyFormation, checkoutAsOwner } from '../../server/test-support/purchases';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';

/**
 * Issue 13 item 5: the business rules the server keeps whatever a client sends. Each probe is
 * what the attacker did; each answer is what an API client now sees.
 */
describe('business rules the server enforces itself', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const submitFormation = (owner: SignedInOwner) =>
    asOwner(t, owner)(`/api/v1/formation/submit?individual_id=${owner.id}`, { method: 'POST' });
  const nameCheck = (owner: SignedInOwner) =>
    asOwner(t, owner)('/api/v1/business/namecheck', {
      method: 'POST',
      key: null,
      payload: { business_name: 'Bluebonnet Bikes', state: 'TX' },
    });

  describe('formation', () => {
    it('is not filed for a free account, and reserves no name in the state', async () => {
      const free = await signedInOwner(t, 'free');
      for (const page of ['page1', 'page2', 'page3', 'page4'] as const) {
        expect((await saveFormationPage(t.app, free.token, free.id, page)).statusCode).toBe(200);
      }
      const refused = await submitFormation(free);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({
        message: 'Please purchase the business formation before submitting it to the state',
      });
      expect(
        await db().select().from(businesses).where(eq(businesses.individualId, free.id)),
      ).toEqual([]);
      const other = await signedInOwner(t, 'other');
      expect((await nameCheck(other)).json()).toMatchObject({ valid_name: 'NOT_FOUND' });

      // Once bought, the same answers file.
      await buyFormation(t, free);
      const filed = await submitFormation(free);
      expect(filed.statusCode, filed.body).toBe(200);
      expect((await nameCheck(other)).json()).toMatchObject({ valid_name: 'FOUND' });
    });
  });

  describe('a one-time service', () => {
    const chargesOf = async (customerId: string) =>
      (
        await db()
          .select({ n: count() })
          .from(paymentIntents)
          .where(eq(paymentIntents.customerId, customerId))
      )[0]!.n;
    const invoicesHolding = async (owner: SignedInOwner, productName: string) =>
      (
        await db()
          .select({ n: count() })
          .from(invoiceLines)
          .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
          .where(
            and(eq(invoices.individualId, owner.id), eq(invoiceLines.productName, productName)),
          )
      )[0]!.n;

    it('is charged once when five purchases with five keys race on a saved card', async () => {
      const owner = await signedInOwner(t, 'racer');
      await buyFormation(t, owner);
      const customerId = (await t.app.services.accounts.findById(owner.id))!.stripeCustomerId!;
      const cards = await asOwner(t, owner)(`/checkout/v1/customer/${customerId}/payment_methods`);
      const [card] = cards.json() as Array<{ payment_method_id: string }>;
      const chargesBefore = await chargesOf(customerId);

      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          checkoutAsOwner(t, owner, ['EIN_APPLICATION'], card!.payment_method_id),
        ),
      );

      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 422, 422, 422, 422]);
      for (const refused of answers.filter((answer) => answer.statusCode === 422)) {
        expect((refused.json() as { message: string }).message).toMatch(
          /^(You have already bought EIN \/ Tax ID|EIN \/ Tax ID is already being purchased)/,
        );
      }
      expect(await chargesOf(customerId)).toBe(chargesBefore + 1);
      expect(await invoicesHolding(owner, 'EIN_APPLICATION')).toBe(1);

      // Later, with the first purchase long done, it is still not sold again.
      const again = await checkoutAsOwner(t, owner, ['EIN_APPLICATION'], card!.payment_method_id);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        message: 'You have already bought EIN / Tax ID: it is not charged again.',
      });
      expect(await chargesOf(customerId)).toBe(chargesBefore + 1);
    });

    it('counts a running subscription as bought, and a declined card frees the service at once', async () => {
      const owner = await signedInOwner(t, 'agent');
      await buyAsOwner(t, owner, ['REGISTERED_AGENT']);
      const again = await checkoutAsOwner(
        t,
        owner,
        ['REGISTERED_AGENT'],
        await paymentsClient(t.app).token('4242424242424242'),
      );
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        message: 'You have already bought Registered Agent: it is not charged again.',
      });

      const declined = await checkoutAsOwner(
        t,
        owner,
        ['CERT_GOOD_STANDING'],
        await paymentsClient(t.app).token('4000000000000002'),
      );
      expect(declined.statusCode).toBe(402);
      await buyAsOwner(t, owner, ['CERT_GOOD_STANDING']);
    });
  });
});
