import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCalendarFeed } from '../../../tests/support/ical-feed';
import {
  nextRenewalDate,
  renewalDates,
} from '../../../src/domain/business-license/licence-renewal-dates';
import type {
  ComplianceCalendar,
  NewCalendarFeed,
} from '../../../src/domain/compliance/compliance-calendar';
import { calendarDate, dateParts, daysBetween } from '../../../src/domain/estimates/calendar-date';
import { longCalendarDate } from '../../../src/domain/long-date';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { charterDay } from '../../compliance/charter-days';
import { licenceBuyer, licenceSubmission, submitLicence } from '../../test-support/licence-reports';
import { asOwner, type SignedInOwner } from '../../test-support/owners';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test-support/test-app';
import { LICENCE_RULES } from './licence-rules';

/*
 * Item 5 of issue 27, as the owner sees it: once the report is prepared, the licences it names
 * that renew are on the compliance calendar and in its feed (decision 0068).
 */

const ruleOf = (id: string) => LICENCE_RULES.find((rule) => rule.id === id)!;
/** Texas sets the day: permits expire May 31 of even-numbered years. */
const TOBACCO = ruleOf('tx-comptroller-tobacco-ecig-retailer-permit');
/** Renewed every two years, on a day the source does not set. */
const FOOD = ruleOf('tx-dshs-retail-food-establishment-permit');
/** In the same report, and not renewed. */
const SALES_TAX = ruleOf('tx-comptroller-sales-use-tax-permit');

/** A convenience store in Austin selling food and tobacco: the report names all three. */
const cornerStore = (businessId: number) => ({
  ...licenceSubmission(businessId),
  business_name: 'Bluebonnet Corner Store LLC',
  industry_keyword_ids: ['445120'],
  industry_activity_ids: ['food', 'tobacco_vape', 'sells_taxable_goods'],
});

describe('licence renewals on the compliance calendar', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const calendarOf = async (owner: SignedInOwner) => {
    const response = await asOwner(t, owner)(`/api/v1/compliance/deadlines/${owner.id}`);
    expect(response.statusCode).toBe(200);
    return response.json() as ComplianceCalendar;
  };
  const prepareReports = () => t.app.services.jobs.runDue(new Date(Date.now() + 1000));
  const feedOf = async (owner: SignedInOwner) => {
    const link = await asOwner(t, owner)(`/api/v1/compliance/calendar-feed/${owner.id}`, {
      method: 'POST',
    });
    const { url } = link.json() as NewCalendarFeed;
    return readCalendarFeed((await t.app.inject({ url: new URL(url).pathname })).body);
  };
  const licenceEvents = async (owner: SignedInOwner) =>
    (await feedOf(owner)).events.filter((event) => event.uid.startsWith('licence-'));

  it('lists the report’s licences that renew once it is prepared, dated only where the agency sets the day', async () => {
    const owner = await licenceBuyer(t, 'corner');
    expect((await submitLicence(t, owner, cornerStore(owner.businessId))).statusCode).toBe(200);
    // Being prepared: nothing to list yet.
    expect((await calendarOf(owner)).license_renewals).toEqual([]);

    await prepareReports();
    const calendar = await calendarOf(owner);
    const { today } = calendar;
    const preparedOn = charterDay(new Date());
    const due = nextRenewalDate({ month: 5, day: 31, years: 'even' }, today);
    expect(calendar.license_renewals).toEqual([
      {
        id: `licence-${TOBACCO.id}`,
        licence: TOBACCO.licence,
        agency: { name: TOBACCO.agency.name, url: TOBACCO.agency.url },
        rule: 'Permits expire May 31 of even-numbered years',
        every_months: 24,
        renews_on: { month: 5, day: 31, years: 'even' },
        due,
        days_until_due: daysBetween(today, due),
        source_url: TOBACCO.source.url,
        source_title: TOBACCO.source.title,
        last_verified: TOBACCO.lastVerified,
        report_prepared_on: preparedOn,
      },
      {
        id: `licence-${FOOD.id}`,
        licence: FOOD.licence,
        agency: { name: FOOD.agency.name, url: FOOD.agency.url },
        rule: 'Renew every two years',
        every_months: 24,
        // Two years from the report would be a date no source gives: the agency sets it.
        renews_on: null,
        due: null,
        days_until_due: null,
        source_url: FOOD.source.url,
        source_title: FOOD.source.title,
        last_verified: FOOD.lastVerified,
        report_prepared_on: preparedOn,
      },
    ]);
    const report = (await asOwner(t, owner)(`/api/v1/business_licenses/report/${owner.id}`)).json();
    const named = report.report.levels.flatMap((level: { licences: { rule: { id: string } }[] }) =>
      level.licences.map((licence) => licence.rule.id),
    );
    // The report names the sales-tax permit too, which does not renew.
    expect(named).toContain(SALES_TAX.id);
    expect(SALES_TAX.renewal).toBeNull();
  });

  it('puts each dated renewal of the next two years in the .ics feed, under a UID of its own', async () => {
    const owner = await licenceBuyer(t, 'feed');
    await submitLicence(t, owner, cornerStore(owner.businessId));
    await prepareReports();
    const { today } = await calendarOf(owner);
    const { year, month, day } = dateParts(today);
    const dates = renewalDates(TOBACCO.renewal!.on!, today, calendarDate(year + 2, month, day));
    expect(dates.length).toBeGreaterThan(0);

    const events = await licenceEvents(owner);
    // The food permit has no date to put there.
    expect(events.map((event) => event.start)).toEqual(dates);
    expect(events[0]).toEqual({
      uid: `licence-${TOBACCO.id}-${dates[0]}-${owner.id}@charter.test`,
      summary: `${TOBACCO.licence} renewal due — Bluebonnet Bistro feed LLC`,
      description: expect.stringContaining(
        `Due ${longCalendarDate(dates[0]!)}, if your business holds this license.`,
      ),
      start: dates[0],
      allDay: true,
      url: `${TEST_PUBLIC_URL}/compliance`,
      alarms: ['-PT15H'],
    });
    for (const shown of [
      `Issued by ${TOBACCO.agency.name}: ${TOBACCO.agency.url}`,
      `The agency’s renewal rule: “Permits expire May 31 of even-numbered years” (source: ${TOBACCO.source.url}`,
      'From your business license report of',
    ]) {
      expect(events[0]!.description).toContain(shown);
    }
    // Fetched again, the same renewal keeps its UID: calendar applications update it.
    expect((await licenceEvents(owner)).map((event) => event.uid)).toEqual(
      events.map((event) => event.uid),
    );
  });

  it('shows none to an owner without a prepared report, and never another owner’s', async () => {
    const holder = await licenceBuyer(t, 'holder');
    await submitLicence(t, holder, cornerStore(holder.businessId));
    await prepareReports();
    const unordered = await licenceBuyer(t, 'unordered');

    expect((await calendarOf(holder)).license_renewals).toHaveLength(2);
    expect((await calendarOf(unordered)).license_renewals).toEqual([]);
    expect(await licenceEvents(unordered)).toEqual([]);
    const theirs = await asOwner(t, unordered)(`/api/v1/compliance/deadlines/${holder.id}`);
    expect(theirs.statusCode).toBe(403);
  });
});
