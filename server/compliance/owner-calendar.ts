import { filedBusinessName } from '../../src/domain/business-record';
import { and, eq, max } from 'drizzle-orm';
import { productTitle } from '../../src/domain/checkout/product-titles';
import {
  isFormed,
  type CalendarBusiness,
  type CharterRenewal,
  type ComplianceCalendar,
  type DeadlineCalendar,
  type LicenceRenewal,
} from '../../src/domain/compliance/compliance-calendar';
import {
  stateDeadlines,
  type DatedDeadline,
  type StateDeadline,
} from '../../src/domain/compliance/state-deadlines';
import { daysBetween, everyYearFrom } from '../../src/domain/estimates/calendar-date';
import { STATE_DATA_CREDIT } from '../../src/domain/state-facts/dataset-credit';
import { ACTIVE_SUBSCRIPTION } from '../checkout/subscriptions';
import type { Database } from '../db/database';
import { checkoutProducts, deadlineFilings, subscriptions } from '../db/schema';
import { businessRecord, findOwnerBusiness, type Business } from '../services/businesses';
import { stateFacts } from '../state-data/state-facts';

/*
 * An owner's compliance calendar (decision 0052): the deadlines of their business computed by
 * stateDeadlines from the state's rules (the same state data the registration prices from),
 * and Charter's own renewals. The route, the calendar feed and the reminders all read it here.
 */

function calendarBusiness(row: Business): CalendarBusiness {
  const record = businessRecord(row);
  return {
    business_id: row.id,
    name: filedBusinessName(record),
    state: row.state,
    state_code: row.stateCode,
    status: row.status,
    formed_on: row.formedOn,
  };
}

/**
 * Per deadline id, the due date of the latest occurrence Charter filed for the business
 * (stateDeadlines' `filedThrough`); filings made elsewhere are not known to Charter.
 */
async function filedThrough(db: Database, businessId: number): Promise<Record<string, string>> {
  const rows = await db
    .select({ deadlineId: deadlineFilings.deadlineId, dueOn: max(deadlineFilings.dueOn) })
    .from(deadlineFilings)
    .where(eq(deadlineFilings.businessId, businessId))
    .groupBy(deadlineFilings.deadlineId);
  return Object.fromEntries(rows.map((row) => [row.deadlineId, row.dueOn!]));
}

async function businessDeadlines(
  db: Database,
  business: CalendarBusiness,
  today: string,
): Promise<StateDeadline[]> {
  const facts = stateFacts(business.state_code);
  if (!isFormed(business) || !facts) return [];
  return stateDeadlines(facts, {
    formedOn: business.formed_on,
    today,
    filedThrough: await filedThrough(db, business.business_id),
  });
}

/** A yearly date's first anniversary on or after `today` (a February 29 falls on the 28th). */
function nextAnniversary(date: string, today: string): string {
  for (const next of everyYearFrom(date)) if (next >= today) return next;
  throw new Error('unreachable: the years go on');
}

/**
 * The next renewal of each running subscription. A subscription renews every year on its date,
 * so a date the renewal has not moved on yet counts on to its next anniversary. One whose
 * renewal the owner cancelled ends on its date instead (decision 0078), and is gone after it.
 */
async function charterRenewals(
  db: Database,
  individualId: number,
  today: string,
): Promise<CharterRenewal[]> {
  const rows = await db
    .select({
      productName: subscriptions.productName,
      renewsOn: subscriptions.renewsOn,
      ends: subscriptions.cancelAtPeriodEnd,
      priceCents: checkoutProducts.unitPrice,
    })
    .from(subscriptions)
    .innerJoin(checkoutProducts, eq(checkoutProducts.priceId, subscriptions.priceId))
    .where(
      and(
        eq(subscriptions.individualId, individualId),
        eq(subscriptions.status, ACTIVE_SUBSCRIPTION),
      ),
    )
    .orderBy(subscriptions.id);
  return rows.flatMap((row): CharterRenewal[] => {
    if (row.ends && row.renewsOn < today) return [];
    const due = row.ends ? row.renewsOn : nextAnniversary(row.renewsOn, today);
    return [
      {
        id: `renewal-${row.productName}`,
        product_key: row.productName,
        title: `${productTitle(row.productName)} ${row.ends ? 'ends' : 'renewal'}`,
        due,
        days_until_due: daysBetween(today, due),
        price_cents: row.priceCents,
        ends: row.ends,
      },
    ];
  });
}

/** The owner's state deadlines and Charter renewals on Charter's day `today`. */
export async function ownerCalendar(
  db: Database,
  individualId: number,
  today: string,
): Promise<DeadlineCalendar> {
  const row = await findOwnerBusiness(db, individualId);
  const business = row && calendarBusiness(row);
  return {
    individual_id: individualId,
    today,
    business,
    deadlines: business ? await businessDeadlines(db, business, today) : [],
    renewals: await charterRenewals(db, individualId, today),
    credit: STATE_DATA_CREDIT,
  };
}

/**
 * The renewals of the licences a product knows the owner may hold (the business licence
 * report's), on Charter's day `today`: each product contributes them through its plug-in, since
 * the calendar imports no product (decision 0068).
 */
export type LicenceRenewalSource = (
  db: Database,
  individualId: number,
  today: string,
) => Promise<LicenceRenewal[]>;

/**
 * The calendar the owner sees (the route and the feed): their deadlines and Charter renewals,
 * and the licence renewals the products contribute. Reminder mail plans from `ownerCalendar`
 * alone: licence renewals are not mailed (decision 0068).
 */
export async function complianceCalendar(
  db: Database,
  individualId: number,
  today: string,
  licenceRenewals: LicenceRenewalSource,
): Promise<ComplianceCalendar> {
  return {
    ...(await ownerCalendar(db, individualId, today)),
    license_renewals: await licenceRenewals(db, individualId, today),
  };
}

/** One dated date of the calendar: a deadline's pending filing, or a renewal. */
export type CalendarEntry =
  | { kind: 'deadline'; id: string; due: string; deadline: DatedDeadline }
  | { kind: 'renewal'; id: string; due: string; renewal: CharterRenewal };

/** Every dated date of the calendar (deadlines that need information or do not exist have none). */
export function calendarEntries(calendar: DeadlineCalendar): CalendarEntry[] {
  const deadlines = calendar.deadlines.flatMap((deadline): CalendarEntry[] =>
    deadline.status === 'needs' || deadline.status === 'none'
      ? []
      : [{ kind: 'deadline', id: deadline.id, due: deadline.due, deadline }],
  );
  const renewals = calendar.renewals.map((renewal): CalendarEntry => ({
    kind: 'renewal',
    id: renewal.id,
    due: renewal.due,
    renewal,
  }));
  return [...deadlines, ...renewals];
}
