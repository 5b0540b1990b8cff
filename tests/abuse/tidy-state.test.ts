import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import {
  browserSessions,
  idempotencyKeys,
  oidcPayloads,
  pageAnswers,
  purchaseClaims,
  rateLimitCounters,
  serverProcesses,
} from '../../server/db/schema';
import { fileFormation } from '../../server/test-support/formation-answers';
import { asOwner, signedInOwner } from '../../server/test-support/owners';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { sweepAll } from '../../server/services/housekeeping';

/**
 * Issue 13 item 7 (server): state that outlives its use is swept, a garbled cookie is no
 * error, and business ids say nothing about other owners' businesses.
 */
describe('tidy state', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const DAY = 24 * 3600_000;
  const ago = (ms: number) => new Date(Date.now() - ms);

  describe('the housekeeping sweep', () => {
    it('removes what is past its time and keeps the rest', async () => {
      const owner = await signedInOwner(t, 'sweeper');
      await db()
        .insert(oidcPayloads)
        .values([
          { model: 'Session', id: 'sweep-expired', payload: {}, expiresAt: ago(1000) },
          {
            model: 'Session',
            id: 'sweep-live',
            payload: {},
            expiresAt: new Date(Date.now() + DAY),
          },
          { model: 'Client', id: 'sweep-forever', payload: {}, expiresAt: null },
        ]);
      await db()
        .insert(rateLimitCounters)
        .values([
          { key: 'sweep|ended', hits: 20, resetAt: ago(1000) },
          { key: 'sweep|current', hits: 3, resetAt: new Date(Date.now() + 60_000) },
        ]);
      await db()
        .insert(idempotencyKeys)
        .values([
          { owner: 'sweep', key: 'old', requestHash: 'h', createdAt: ago(2 * DAY) },
          { owner: 'sweep', key: 'new', requestHash: 'h' },
        ]);
      await db()
        .insert(purchaseClaims)
        .values([
          {
            individualId: owner.id,
            productName: 'EIN_APPLICATION',
            purchaseKey: 'sweep-old',
            claimedAt: ago(DAY),
          },
          { individualId: owner.id, productName: 'DOC_LIBRARY', purchaseKey: 'sweep-new' },
        ]);
      // Processes: one silent for over a day (killed long ago), one silent for an hour.
      await db()
        .insert(serverProcesses)
        .values([
          { id: 'sweep-gone', seenAt: ago(DAY + 60_000) },
          { id: 'sweep-lately', seenAt: ago(3600_000) },
        ]);

      // Registrations: abandoned (old, no account, nothing saved lately), with and without
      // answers; old but saved yesterday; old with the account it made; new.
      const session = async (createdAt: Date, individualId: number | null = null) =>
        (
          await db()
            .insert(browserSessions)
            .values({ browserAgent: 'sweep', createdAt, individualId })
            .returning()
        )[0]!.id;
      const abandoned = await session(ago(40 * DAY));
      const abandonedWithAnswers = await session(ago(40 * DAY));
      const savedLately = await session(ago(40 * DAY));
      const madeItsAccount = await session(ago(40 * DAY), owner.id);
      const fresh = await session(ago(DAY));
      await db()
        .insert(pageAnswers)
        .values([
          {
            sessionId: abandonedWithAnswers,
            pageId: 'registration/page1',
            answers: {},
            updatedAt: ago(35 * DAY),
          },
          {
            sessionId: savedLately,
            pageId: 'registration/page1',
            answers: {},
            updatedAt: ago(DAY),
          },
          {
            sessionId: madeItsAccount,
            pageId: 'registration/page1',
            answers: {},
            updatedAt: ago(35 * DAY),
          },
        ]);

      await sweepAll(db(), t.app.log);

      expect(
        (await db().select().from(oidcPayloads).where(like(oidcPayloads.id, 'sweep-%')))
          .map((row) => row.id)
          .sort(),
      ).toEqual(['sweep-forever', 'sweep-live']);
      expect(
        (
          await db().select().from(rateLimitCounters).where(like(rateLimitCounters.key, 'sweep|%'))
        ).map((row) => row.key),
      ).toEqual(['sweep|current']);
      expect(
        (await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.owner, 'sweep'))).map(
          (row) => row.key,
        ),
      ).toEqual(['new']);
      expect(
        (
          await db().select().from(purchaseClaims).where(eq(purchaseClaims.individualId, owner.id))
        ).map((row) => row.purchaseKey),
      ).toEqual(['sweep-new']);
      expect(
        (await db().select().from(serverProcesses).where(like(serverProcesses.id, 'sweep-%'))).map(
          (row) => row.id,
        ),
      ).toEqual(['sweep-lately']);
      // This process's own row is not touched: it beats.
      expect(
        await db()
          .select()
          .from(serverProcesses)
          .where(eq(serverProcesses.id, t.app.processHeartbeat.id)),
      ).toHaveLength(1);
      const sessionsLeft = await db()
        .select({ id: browserSessions.id })
        .from(browserSessions)
        .where(
          inArray(browserSessions.id, [
            abandoned,
            abandonedWithAnswers,
            savedLately,
            madeItsAccount,
            fresh,
          ]),
        );
      expect(sessionsLeft.map((row) => row.id).sort()).toEqual(
        [savedLately, madeItsAccount, fresh].sort(),
      );
      const answersLeft = await db()
        .select({ sessionId: pageAnswers.sessionId })
        .from(pageAnswers)
        .where(inArray(pageAnswers.sessionId, [abandonedWithAnswers, savedLately, madeItsAccount]));
      expect(answersLeft.map((row) => row.sessionId).sort()).toEqual(
        [savedLately, madeItsAccount].sort(),
      );
    });
  });

  describe('a garbled sessionId cookie', () => {
    it('is a 400 with a message, never a 500, and a new registration can still start', async () => {
      const sessionId = randomUUID();
      const read = await t.app.inject({
        url: `/api/v1/pages/page1?browser_session_id=${sessionId}`,
        headers: { cookie: 'sessionId=%E0' },
      });
      const write = await t.app.inject({
        method: 'POST',
        url: '/api/v1/pages/page1',
        headers: { cookie: 'theme=%E0%A4%A; sessionId=%E0', 'idempotency-key': randomUUID() },
        payload: { browser_session_id: sessionId, business_name: 'Garbled' },
      });
      for (const answer of [read, write]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ message: 'The sessionId cookie is not a registration id' });
      }
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/browser_session/create',
        headers: { cookie: 'sessionId=%E0' },
        payload: {},
      });
      expect(created.statusCode).toBe(200);
    });
  });

  describe('business ids', () => {
    it("answer another owner's business exactly as a missing one: 404, the same body", async () => {
      await seedCheckoutCatalogue(db());
      const owner = await signedInOwner(t, 'filer');
      const other = await signedInOwner(t, 'prober');
      const filed = await fileFormation(t, owner);
      expect(filed.statusCode, filed.body).toBe(200);
      const businessId = (filed.json() as { business_id: number }).business_id;

      const theirs = await asOwner(t, other)(`/api/v1/formation/statefile/${businessId}`);
      const missing = await asOwner(t, other)(`/api/v1/formation/statefile/${businessId + 1000}`);
      expect(theirs.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(theirs.body).toBe(missing.body);
      expect(theirs.json()).toEqual({ message: 'No state filing for this business' });

      // The name check takes a business id too: another owner's is no different from none.
      const check = (id: number) =>
        asOwner(t, other)('/api/v1/business/namecheck', {
          method: 'POST',
          key: null,
          payload: { business_name: 'Bluebonnet Bikes', state: 'TX', business_id: id },
        });
      expect((await check(businessId)).body).toBe((await check(businessId + 1000)).body);
    });
  });
});
