import { randomUUID } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import {
  accounts,
  idempotencyKeys,
  businesses,
  invoiceLines,
  invoices,
  paymentIntents,
} from '../../server/db/schema';
import { ONE_ACCOUNT_PER_REGISTRATION } from '../../server/api/browser-session-routes';
import { TOO_MANY_ACCOUNT_ATTEMPTS } from '../../server/security/account-creation-limits';
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
      expect(refused.statusCode).toBe(403);
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

      // The certificate with Texas's own fee for it (decision 0045).
      const certificate = ['CERT_GOOD_STANDING', 'TX-CERT_GOOD_STANDING-STATE'];
      const declined = await checkoutAsOwner(
        t,
        owner,
        certificate,
        await paymentsClient(t.app).token('4000000000000002'),
      );
      expect(declined.statusCode).toBe(402);
      await buyAsOwner(t, owner, certificate);
    });
  });

  describe('anonymous registration', () => {
    /** A new browser session, as the registration's first page makes it, from `address`. */
    const newSession = async (address: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/browser_session/create',
        remoteAddress: address,
        payload: { browser_agent: 'abuse' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { id: string }).id;
    };
    /** Page5 (email and password: it creates the account) posted in the session. */
    const postPage5 = (
      sessionId: string,
      email: string,
      {
        address = '198.51.100.1',
        updatedAt = null as string | null,
        confirmEmail = email,
        key = randomUUID() as string,
      } = {},
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/pages/page5',
        remoteAddress: address,
        headers: { cookie: `sessionId=${sessionId}`, 'idempotency-key': key },
        payload: {
          email,
          confirm_email: confirmEmail,
          password: 'Bulk-accounts-2026!',
          confirm_password: 'Bulk-accounts-2026!',
          browser_session_id: sessionId,
          updated_at: updatedAt,
        },
      });
    const accountsLike = async (pattern: string) =>
      (await db().select({ n: count() }).from(accounts).where(like(accounts.email, pattern)))[0]!.n;

    it('makes one account of thirty page5 posts in one session', async () => {
      const sessionId = await newSession('198.51.100.1');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          postPage5(sessionId, `bulk-${index}@bulk.example`),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(await accountsLike('%@bulk.example')).toBe(1);
      for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
        expect([409, 429]).toContain(refused.statusCode);
        expect((refused.json() as { message: string }).message).toEqual(expect.any(String));
      }
      expect(answers.some((answer) => answer.statusCode === 429)).toBe(true);
    });

    it('answers a second page5 of the session alike for its email, 409 for another', async () => {
      const sessionId = await newSession('198.51.100.2');
      const options = { address: '198.51.100.2' };
      const first = await postPage5(sessionId, 'first@once.example', options);
      expect(first.statusCode, first.body).toBe(200);
      const version = (answer: { json(): unknown }) =>
        (answer.json() as { updated_at: string }).updated_at;
      const again = await postPage5(sessionId, 'first@once.example', {
        ...options,
        updatedAt: version(first),
      });
      expect(again.statusCode, again.body).toBe(200);
      const other = await postPage5(sessionId, 'second@once.example', {
        ...options,
        updatedAt: version(again),
      });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toEqual({ message: ONE_ACCOUNT_PER_REGISTRATION });
      expect(await accountsLike('%@once.example')).toBe(1);
    });

    it('creates no account from a page5 based on a stale version', async () => {
      const sessionId = await newSession('198.51.100.3');
      const stale = await postPage5(sessionId, 'stale@stale.example', {
        address: '198.51.100.3',
        updatedAt: '2020-01-01T00:00:00.000Z',
      });
      expect(stale.statusCode).toBe(409);
      expect(await accountsLike('%@stale.example')).toBe(0);
    });

    it('limits account creation per client address: 429 with a message', async () => {
      const address = '198.51.100.4';
      const limit = 20; // AUTH_RATE_LIMIT_PER_MINUTE's default
      // Sessions made elsewhere; their page5s all come from one address.
      const sessions = await Promise.all(
        Array.from({ length: limit + 1 }, (_, index) => newSession(`203.0.113.${index + 1}`)),
      );
      for (const sessionId of sessions.slice(0, limit)) {
        // Refused for its answers (the emails differ), but counted: each try could cost a hash.
        const answer = await postPage5(sessionId, 'one@limit.example', {
          address,
          confirmEmail: 'two@limit.example',
        });
        expect(answer.statusCode).toBe(422);
      }
      const key = `limited-${randomUUID()}`;
      const limited = await postPage5(sessions[limit]!, 'three@limit.example', { address, key });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: TOO_MANY_ACCOUNT_ATTEMPTS });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await accountsLike('%@limit.example')).toBe(0);
      // Not kept as the key's answer: the same request, a minute later, runs.
      expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual(
        [],
      );
    });
  });
});
