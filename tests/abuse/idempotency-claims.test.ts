import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_IN_USE_CODE } from '../../src/domain/idempotency';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import { idempotencyKeys, paymentIntents, serverProcesses } from '../../server/db/schema';
import { HEARTBEAT_LAPSE_SECONDS } from '../../server/http/process-heartbeat';
import { asOwner, signedInOwner, type SignedInOwner } from '../../server/test-support/owners';
import { paymentsClient } from '../../server/test-support/payments-client';
import { createTestApp, openTestDatabase, type TestApp } from '../../server/test-support/test-app';

/**
 * A purchase whose process was killed after it had claimed its Idempotency-Key (and charged
 * the card) but before it stored its answer: the key's claim row has no response. The client
 * sends the same request with the same key again.
 */
describe('a key claimed by a request whose process was killed', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let t: TestApp;
  let rosa: SignedInOwner;
  const KEY = 'purchase-killed-mid-request';
  let firstInvoice: unknown;

  beforeAll(async () => {
    database = await openTestDatabase();
    t = await createTestApp({}, database);
    await seedCheckoutCatalogue(database.db);
    rosa = await signedInOwner(t, 'rosa', { firstName: 'Rosa', lastName: 'Alvarez' });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const payload = (token: string) => ({
    individual: { first_name: 'Rosa', last_name: 'Alvarez', email: 'rosa@bluebonnet.example' },
    description: 'EIN application',
    payment_method_token: token,
    subscriptions: [
      { product_name: 'EIN_APPLICATION', price_id: 'price_ca_ein_application', quantity: 1 },
    ],
  });
  let body: ReturnType<typeof payload>;
  const send = () =>
    asOwner(t, rosa)('/api/v1/checkout', { method: 'POST', payload: body, key: KEY });
  const charges = async () => (await database.db.select({ n: count() }).from(paymentIntents))[0]!.n;
  const claimOf = () =>
    and(eq(idempotencyKeys.owner, `individual:${rosa.id}`), eq(idempotencyKeys.key, KEY));

  /** The process "dies" after charging: its claim stays, with no answer stored. */
  const killAfterCharging = async (ageMs = 0) => {
    await database.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, createdAt: new Date(Date.now() - ageMs) })
      .where(claimOf());
  };

  /** Stopped and started again on the same data (closing the app does not close the database). */
  const restart = async () => {
    await t.close();
    t = await createTestApp({}, database);
  };

  it('is refused while claimed with a retryable 409: a stable code and Retry-After', async () => {
    body = payload(await paymentsClient(t.app).token('4242424242424242'));
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    firstInvoice = first.json();
    expect(await charges()).toBe(1);

    await killAfterCharging();
    const meanwhile = await send();
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toEqual({
      message: 'A request with this Idempotency-Key is still in progress',
      code: KEY_IN_USE_CODE,
    });
    expect(Number(meanwhile.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(meanwhile.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('the same key with another body is a final 409: no such code, no Retry-After', async () => {
    const reused = await asOwner(t, rosa)('/api/v1/checkout', {
      method: 'POST',
      payload: { ...body, description: 'Something else' },
      key: KEY,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(reused.headers['retry-after']).toBeUndefined();
  });

  it.runIf(process.env.CHARTER_TEST_DB === 'pglite')(
    'on embedded PGlite, goes through once after a restart, charged once',
    async () => {
      await restart();
      const retry = await send();
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json()).toEqual(firstInvoice);
      expect(await charges()).toBe(1);
      // Answered now: the next send replays it.
      expect((await send()).headers['idempotent-replayed']).toBe('true');
    },
  );

  /** The claim's process stops beating (killed): its latest beat is older than the lapse. */
  const silenceClaimingProcess = async () => {
    const [claim] = await database.db
      .select({ processId: idempotencyKeys.processId })
      .from(idempotencyKeys)
      .where(claimOf());
    await database.db
      .update(serverProcesses)
      .set({ seenAt: new Date(Date.now() - (HEARTBEAT_LAPSE_SECONDS + 1) * 1000) })
      .where(eq(serverProcesses.id, claim!.processId!));
  };

  describe.runIf(process.env.CHARTER_TEST_DB !== 'pglite')('on Postgres', () => {
    it('stays claimed after a restart while the process that claimed it still beats (another process may be running it), Retry-After within its lapse', async () => {
      await restart();
      const meanwhile = await send();
      expect(meanwhile.statusCode).toBe(409);
      expect(meanwhile.json()).toMatchObject({ code: KEY_IN_USE_CODE });
      expect(Number(meanwhile.headers['retry-after'])).toBeLessThanOrEqual(HEARTBEAT_LAPSE_SECONDS);
    });

    it('once that process has fallen silent, goes through at once, for one of two retries sent together, charged once', async () => {
      await silenceClaimingProcess();
      const answers = await Promise.all([send(), send()]);
      for (const answer of answers) {
        if (answer.statusCode === 409) {
          expect(answer.json()).toMatchObject({ code: KEY_IN_USE_CODE });
        } else {
          expect(answer.statusCode, answer.body).toBe(200);
          expect(answer.json()).toEqual(firstInvoice);
        }
      }
      expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
      expect(await charges()).toBe(1);
    });

    it('a claim of a process that still beats counts as abandoned once a minute old', async () => {
      await killAfterCharging(61_000);
      const retry = await send();
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json()).toEqual(firstInvoice);
      expect(await charges()).toBe(1);
    });
  });
});
