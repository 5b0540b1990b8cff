import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceCalendar } from '../../../src/domain/compliance/compliance-calendar';
import { addCalendarDays, daysBetween, yearOf } from '../../../src/domain/estimates/calendar-date';
import { STATE_DATA_CREDIT } from '../../../src/domain/state-facts/dataset-credit';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { charterDay } from '../../compliance/charter-days';
import { subscriptions } from '../../db/schema';
import { stateFacts } from '../../state-data/state-facts';
import { ALABAMA, CALIFORNIA, ownerFormedInState, TEXAS } from '../../test-support/formed-in-state';
import { asOwner, signedInOwner, type SignedInOwner } from '../../test-support/owners';
import { buyAsOwner } from '../../test-support/purchases';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('GET /v1/compliance/deadlines/{individual_id}', () => {
  let t: TestApp;
  let names = 0;
  const formed = (place: typeof TEXAS, options: { status?: string } = {}) =>
    ownerFormedInState(t, `owner${++names}`, {
      businessName: `Bluebonnet Bikes ${names}`,
      place,
      ...options,
    });
  const deadlinesOf = async (owner: SignedInOwner) => {
    const response = await asOwner(t, owner)(`/api/v1/compliance/deadlines/${owner.id}`);
    expect(response.statusCode).toBe(200);
    return response.json() as ComplianceCalendar;
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it('dates a Texas business’s annual report and franchise tax from the state data, with sources', async () => {
    const owner = await formed(TEXAS);
    const calendar = await deadlinesOf(owner);
    const today = charterDay(new Date());
    const texas = stateFacts('TX')!;
    const due = `${yearOf(today) + 1}-05-15`;

    expect(calendar).toMatchObject({
      individual_id: owner.id,
      today,
      business: {
        business_id: owner.businessId,
        name: `Bluebonnet Bikes ${names} LLC`,
        state: 'Texas',
        state_code: 'TX',
        status: 'ACTIVE',
        formed_on: today,
      },
      renewals: [],
      credit: STATE_DATA_CREDIT,
    });
    const [report, franchiseTax, ...more] = calendar.deadlines;
    expect(more).toEqual([]);
    // The figures and words are the state data's, the same the registration shows.
    expect(report).toEqual({
      id: 'annual-report',
      title: 'Annual report',
      rule: texas.compliance.annual_report,
      fee: texas.service_fees.LLC_ANNUAL_REPORT,
      status: 'upcoming',
      due,
      opens: null,
      days_until_due: daysBetween(today, due),
      first: true,
      cycle: 'annual',
      following: { due: `${yearOf(today) + 2}-05-15`, opens: null },
    });
    expect(report!.rule).toMatchObject({
      as_written: 'May 15',
      source_url: expect.stringMatching(/^https:\/\//),
      last_verified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(franchiseTax).toMatchObject({
      id: 'recurring-fee-1',
      title: 'Franchise Tax',
      rule: { ...texas.compliance.recurring_fees[0], fee: texas.compliance.recurring_fees[0]!.fee },
      fee: { status: 'minimum', basis: 'revenue', cents: 0 },
      due,
    });
  });

  it('answers California’s biennial statement within 90 days, and its $800 annual tax', async () => {
    const owner = await formed(CALIFORNIA);
    const { deadlines, business } = await deadlinesOf(owner);
    const formedOn = business!.formed_on!;
    expect(deadlines).toHaveLength(2);
    expect(deadlines[0]).toMatchObject({
      id: 'annual-report',
      title: 'Biennial report',
      status: 'upcoming',
      due: addCalendarDays(formedOn, 90),
      first: true,
      cycle: 'biennial-from-formation',
      fee: { status: 'sourced', cents: 2000 },
      rule: { as_written: 'Last day of anniversary month (Biennial)' },
    });
    expect(deadlines[1]).toMatchObject({
      title: 'Annual Tax',
      fee: { status: 'minimum', cents: 800_00 },
      rule: { collected_by: 'Franchise Tax Board' },
    });
  });

  it('says Alabama has no annual report, and what its privilege tax needs to be dated', async () => {
    const owner = await formed(ALABAMA);
    const { deadlines } = await deadlinesOf(owner);
    expect(deadlines).toEqual([
      expect.objectContaining({
        id: 'annual-report',
        status: 'none',
        rule: expect.objectContaining({ as_written: 'N/A' }),
      }),
      expect.objectContaining({
        title: 'Business Privilege Tax',
        status: 'needs',
        needs: 'federal-return-due-date',
      }),
    ]);
    expect(deadlines[0]).not.toHaveProperty('due');
  });

  it('lists no deadline before the formation is ACTIVE, nor without a business', async () => {
    const pending = await formed(TEXAS, { status: 'IN_PROGRESS' });
    expect(await deadlinesOf(pending)).toMatchObject({
      business: { status: 'IN_PROGRESS', formed_on: null },
      deadlines: [],
    });
    const newcomer = await signedInOwner(t, 'newcomer');
    expect(await deadlinesOf(newcomer)).toMatchObject({ business: null, deadlines: [] });
  });

  it('adds the registered agent’s renewal, at its price', async () => {
    const owner = await formed(TEXAS);
    await buyAsOwner(t, owner, ['REGISTERED_AGENT']);
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.individualId, owner.id));
    const { renewals } = await deadlinesOf(owner);
    expect(renewals).toEqual([
      {
        id: 'renewal-REGISTERED_AGENT',
        product_key: 'REGISTERED_AGENT',
        title: 'Registered Agent renewal',
        due: subscription!.renewsOn,
        days_until_due: daysBetween(charterDay(new Date()), subscription!.renewsOn),
        price_cents: 9900,
        ends: false,
      },
    ]);

    // Its renewal cancelled (decision 0078), it ends on that day instead, and is gone after it.
    await t.database.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(subscriptions.id, subscription!.id));
    expect((await deadlinesOf(owner)).renewals).toEqual([
      expect.objectContaining({
        title: 'Registered Agent ends',
        due: subscription!.renewsOn,
        ends: true,
      }),
    ]);
    await t.database.db
      .update(subscriptions)
      .set({ renewsOn: '2020-01-15' })
      .where(eq(subscriptions.id, subscription!.id));
    expect((await deadlinesOf(owner)).renewals).toEqual([]);
  });

  it('is the owner’s alone', async () => {
    const owner = await formed(TEXAS);
    const other = await signedInOwner(t, 'other');
    const theirs = await asOwner(t, other)(`/api/v1/compliance/deadlines/${owner.id}`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: 'Forbidden' });
    const anonymous = await t.app.inject(`/api/v1/compliance/deadlines/${owner.id}`);
    expect(anonymous.statusCode).toBe(401);
    const malformed = await asOwner(t, owner)('/api/v1/compliance/deadlines/rosa');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: expect.any(String) });
  });
});
