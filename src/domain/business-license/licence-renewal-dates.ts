import { calendarDate, dateParts } from '../estimates/calendar-date';
import type { RenewalDay } from './licence-rule';

/**
 * The days a licence renewal falls due when its source sets the day for every holder
 * (`renewal.on`, decision 0068): that month and day each year, or in odd or even years only.
 * A day past the month's end is its last day (February 29 is the 28th in common years).
 */
export function renewalDates({ month, day, years }: RenewalDay, from: string, until: string) {
  const dates: string[] = [];
  for (let year = dateParts(from).year; ; year += 1) {
    if ((years === 'odd' && year % 2 === 0) || (years === 'even' && year % 2 !== 0)) continue;
    const date = calendarDate(year, month, day);
    if (date > until) return dates;
    if (date >= from) dates.push(date);
  }
}

/** The first day on or after `today` a renewal set on `on` falls due. */
export function nextRenewalDate(on: RenewalDay, today: string): string {
  const { year } = dateParts(today);
  // This year or the next holds it; the one after when it falls in odd or even years only.
  return renewalDates(on, today, calendarDate(year + 2, 12, 31))[0]!;
}
