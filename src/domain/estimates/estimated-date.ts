import { addBusinessDays, type HolidayDates } from './business-days';
import { isIsoDate } from './calendar-date';
import { filingBusinessDays, type DeliveryTimes } from './filing-days';
import { countingStartDate } from './working-hours';

/** Shown where an estimated date cannot be worked out (spec foundation §8, dashboard §8). */
export const DATE_CALCULATION_ERROR = 'Date calculation error';

/**
 * The date a piece of work started at `from` is expected done: `businessDays` business days
 * after the day the count starts (see countingStartDate), as 'YYYY-MM-DD'. Null when the
 * inputs are unusable (an invalid Date, a count that is not a whole number from 0).
 */
export function estimatedDeliveryDate(
  from: Date,
  businessDays: number,
  holidays: HolidayDates,
): string | null {
  try {
    return addBusinessDays(countingStartDate(from, holidays), businessDays, holidays);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

let longDate: Intl.DateTimeFormat | null = null;

/**
 * A calendar date as owners read it, e.g. 'Tuesday, December 8, 2026' (en-US);
 * DATE_CALCULATION_ERROR for anything that is not a real 'YYYY-MM-DD' date.
 */
export function formatEstimatedDate(date: string | null): string {
  if (!isIsoDate(date)) return DATE_CALCULATION_ERROR;
  // The date is a calendar day, not an instant: formatted at UTC midnight in UTC, it cannot
  // slip to the day before in the reader's zone.
  longDate ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

export interface FormationEstimateInput {
  /** When the filing starts: usually now, or the purchase time. */
  from: Date;
  /** The formation product's times from the owner's package; undefined while it loads. */
  times: DeliveryTimes | undefined;
  /** The owner's add-ons (RAPID-STATE selects the expedited time). */
  addOns: readonly string[];
  holidays: HolidayDates;
}

/**
 * The formation's estimated date as text (spec dashboard §9 "Estimated times"): the state
 * filing's business days from the package, skipping weekends and holidays, counted from the
 * next working hours; DATE_CALCULATION_ERROR when it cannot be worked out.
 */
export function formationEstimatedDateText({
  from,
  times,
  addOns,
  holidays,
}: FormationEstimateInput): string {
  const days = filingBusinessDays(times, addOns);
  return formatEstimatedDate(days === null ? null : estimatedDeliveryDate(from, days, holidays));
}

/**
 * When the formation's filing time starts counting (decision 0019): once it has been submitted,
 * at its submission — the latest `submitted_at` among the owner's businesses — so the estimated
 * date stays put from one day to the next; before that, or when no submission time is recorded
 * (a status set by hand), now: the date an owner submitting today can expect.
 */
export function filingStartedAt(
  businesses: readonly { submitted_at: string | null }[],
  now: Date,
): Date {
  const submissions = businesses
    .map((business) => (business.submitted_at ? Date.parse(business.submitted_at) : NaN))
    .filter((ms) => !Number.isNaN(ms));
  return submissions.length > 0 ? new Date(Math.max(...submissions)) : now;
}
