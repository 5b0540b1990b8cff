import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { nextRenewalDate } from '../../../src/domain/business-license/licence-renewal-dates';
import type { LicenceRule } from '../../../src/domain/business-license/licence-rule';
import type { LicenceRenewal } from '../../../src/domain/compliance/compliance-calendar';
import type { LicenceReport } from '../../../src/domain/contracts/business-license';
import { daysBetween } from '../../../src/domain/estimates/calendar-date';
import type { Database } from '../../db/database';
import { businessLicenseReports } from '../../db/schema';

/*
 * The licence report's part of the compliance calendar (decision 0068): every licence the
 * owner's latest prepared report names whose agency renews it, with the rule as the report
 * gives it. A renewal is dated only where the rule's source sets the day for every holder
 * (`renewal.on`); otherwise its date is the agency's. It is never counted from the day the
 * report was prepared: that is not the day the owner was licensed, which Charter does not know.
 */

/** The owner's latest report the job has prepared (a newer order being prepared hides none). */
async function latestPreparedReport(
  db: Database,
  individualId: number,
): Promise<LicenceReport | null> {
  const [latest] = await db
    .select({ report: businessLicenseReports.report })
    .from(businessLicenseReports)
    .where(
      and(
        eq(businessLicenseReports.individualId, individualId),
        isNotNull(businessLicenseReports.report),
      ),
    )
    .orderBy(desc(businessLicenseReports.id))
    .limit(1);
  return latest?.report ?? null;
}

type RenewingRule = LicenceRule & { renewal: NonNullable<LicenceRule['renewal']> };

function renewalOf(rule: RenewingRule, preparedOn: string, today: string): LicenceRenewal {
  const { on = null, everyMonths, rule: words } = rule.renewal;
  const due = on ? nextRenewalDate(on, today) : null;
  return {
    id: `licence-${rule.id}`,
    licence: rule.licence,
    agency: { name: rule.agency.name, url: rule.agency.url },
    rule: words,
    every_months: everyMonths,
    renews_on: on,
    due,
    days_until_due: due === null ? null : daysBetween(today, due),
    source_url: rule.source.url,
    source_title: rule.source.title,
    last_verified: rule.lastVerified,
    report_prepared_on: preparedOn,
  };
}

/** Dated renewals soonest first, then those the agency dates, each group in the report's order. */
const byDue = (a: LicenceRenewal, b: LicenceRenewal) =>
  (a.due ?? '9999-12-31').localeCompare(b.due ?? '9999-12-31');

/** The renewals of the licences in the owner's latest prepared report, on Charter's `today`. */
export async function licenceRenewals(
  db: Database,
  individualId: number,
  today: string,
): Promise<LicenceRenewal[]> {
  const report = await latestPreparedReport(db, individualId);
  if (!report) return [];
  return report.levels
    .flatMap((level) => level.licences.map((licence) => licence.rule))
    .filter((rule): rule is RenewingRule => rule.renewal !== null)
    .map((rule) => renewalOf(rule, report.preparedOn, today))
    .sort(byDue);
}
