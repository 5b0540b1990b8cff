import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { businesses, jobs as legacyJobs } from '../db/schema';
import { ownerFormedInState, TEXAS } from '../test-support/formed-in-state';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { PLAN_JOB, REMINDER_JOB } from './compliance-reminders';
import { carryOverLegacyJobs } from '../jobs/legacy-job-carry-over';

/** The statements of migration 0015 that bring businesses formed before it up to date. */
const BACKFILL = readFileSync(
  new URL('../db/migrations/0015_compliance_calendar.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*(--.*\n)*\s*(UPDATE|INSERT)/.test(statement));

describe('migration 0015 for formations ACTIVE before it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it('dates them from the day they became ACTIVE and plans their reminders', async () => {
    const { jobs } = t.app.services;
    // Made ACTIVE at 21:30 in Chicago on March 9, 2026 (03:30 UTC on the 10th).
    const rosa = await ownerFormedInState(t, 'rosa', {
      businessName: 'Bluebonnet Bikes',
      place: TEXAS,
      activeAt: new Date('2026-03-10T03:30:00Z'),
    });
    // As the rows were before the migration: no formation date, nothing planned.
    await t.database.db.update(businesses).set({ formedOn: null });
    for (const kind of [PLAN_JOB, REMINDER_JOB]) {
      for (const { key } of await jobs.jobsOf(kind)) await jobs.cancel(kind, key);
    }

    expect(BACKFILL).toHaveLength(2);
    // The migration read service_statuses, which service_orders replaced (migration 0028): the
    // replay reads a view of the orders shaped as that table was, each service's latest order.
    await t.database.db.execute(sql`CREATE VIEW service_statuses AS
      SELECT DISTINCT ON (individual_id, service) individual_id, service, status, updated_at
      FROM service_orders ORDER BY individual_id, service, id DESC`);
    for (const statement of BACKFILL) await t.database.db.execute(sql.raw(statement));
    await t.database.db.execute(sql`DROP VIEW service_statuses`);

    const [business] = await t.database.db
      .select({ formedOn: businesses.formedOn })
      .from(businesses)
      .where(eq(businesses.id, rosa.businessId));
    expect(business!.formedOn).toBe('2026-03-09');
    // The migration wrote the plan in the old queue's table; the engine carries it over.
    const [plan] = await t.database.db.select({ key: legacyJobs.key }).from(legacyJobs);
    expect(plan!.key).toBe(`${PLAN_JOB}:${rosa.id}:formed:2026-03-09`);
    await carryOverLegacyJobs(t.database.db, jobs.kinds(), jobs, t.app.log);
    expect(await t.database.db.select().from(legacyJobs)).toEqual([]);
    expect((await jobs.jobsOf(PLAN_JOB)).map(({ key, state }) => [key, state])).toEqual([
      [plan!.key, 'created'],
    ]);

    // The plan is due at once (the moment the migration ran).
    await jobs.runDue(new Date());
    const reminders = (await jobs.jobsOf(REMINDER_JOB)).filter(({ key }) =>
      key.includes(`:${rosa.id}:annual-report:`),
    );
    expect(reminders.length).toBeGreaterThan(0);
    for (const { key } of reminders) {
      expect(key).toMatch(
        new RegExp(`^${REMINDER_JOB}:${rosa.id}:annual-report:\\d{4}-05-15:\\d+d$`),
      );
    }
  });
});
