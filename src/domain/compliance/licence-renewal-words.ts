import { longCalendarDate } from '../long-date';
import type { LicenceRenewal } from './compliance-calendar';
import { sourceWords } from './deadline-words';

/*
 * How a licence renewal reads on the calendar page and in the calendar feed (decision 0068).
 */

/** Said where the source sets no day every holder renews by. */
export const DATE_SET_BY_THE_AGENCY = 'Date set by the agency';

/** How often it renews: 'Every year', 'Every 2 years', 'Every 18 months'; null where irregular. */
export function renewalPeriod(everyMonths: number | null): string | null {
  if (everyMonths === null) return null;
  if (everyMonths === 12) return 'Every year';
  return everyMonths % 12 === 0 ? `Every ${everyMonths / 12} years` : `Every ${everyMonths} months`;
}

/** The feed's event summary: '{licence} renewal due — {business}'. */
export function licenceRenewalHeadline(renewal: LicenceRenewal, businessName: string | null) {
  return `${renewal.licence} renewal due${businessName ? ` — ${businessName}` : ''}`;
}

/** The feed's event description: the date, the agency, its rule with the source, the report. */
export function licenceRenewalSentences(renewal: LicenceRenewal, due: string): string[] {
  const { agency, source_url, last_verified } = renewal;
  return [
    `Due ${longCalendarDate(due)}, if your business holds this license.`,
    `Issued by ${agency.name}: ${agency.url}`,
    `The agency’s renewal rule: “${renewal.rule}” ${sourceWords({ source_url, last_verified })}.`,
    `From your business license report of ${longCalendarDate(renewal.report_prepared_on)}.`,
  ];
}
