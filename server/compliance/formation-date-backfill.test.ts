import { readFileSync } from 'node:fs';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { businesses, jobs } from '../db/schema';
import { ownerFormedInState, TEXAS } from '../test-support/formed-in-state';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { PLAN_JOB, REMINDER_JOB } from './compliance-reminders';

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
    // Made ACTIVE at 21:30 in Chicago on March 9, 2026 (03:30 UTC on the 10th).
    const rosa = await ownerFormedInState(t, 'rosa', {
      businessName: 'Bluebonnet Bikes',
      place: TEXAS,
      activeAt: new Date('2026-03-10T03:30:00Z'),
    });
    // As the rows were before the migration: no formation date, nothing planned.
    await t.database.db.update(businesses).set({ formedOn: null });
    await t.database.db.delete(jobs).where(like(jobs.key, `compliance-%:${rosa.id}:%`));

    expect(BACKFILL).toHaveLength(2);
    for (const statement of BACKFILL) await t.database.db.execute(sql.raw(statement));

    const [business] = await t.database.db
      .select({ formedOn: businesses.formedOn })
      .from(businesses)
      .where(eq(businesses.id, rosa.businessId));
    expect(business!.formedOn).toBe('2026-03-09');
    const [plan] = await t.database.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(eq(jobs.kind, PLAN_JOB));
    expect(plan!.key).toBe(`${PLAN_JOB}:${rosa.id}:formed:2026-03-09`);

    // The plan is due at once (the moment the migration ran).
    await t.app.services.jobs.runDue(new Date());
    const reminders = await t.database.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(and(eq(jobs.kind, REMINDER_JOB), like(jobs.key, `%:${rosa.id}:annual-report:%`)));
    expect(reminders.length).toBeGreaterThan(0);
    for (const { key } of reminders) {
      expect(key).toMatch(
        new RegExp(`^${REMINDER_JOB}:${rosa.id}:annual-report:\\d{4}-05-15:\\d+d$`),
      );
    }
  });
});
