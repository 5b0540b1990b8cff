import { addCalendarDays, SATURDAY, SUNDAY, weekdayOf } from './calendar-date';

/**
 * Business days (spec foundation §9): every day but Saturday, Sunday and the federal holidays.
 * Holidays are calendar dates 'YYYY-MM-DD' in America/Chicago terms, including the weekday a
 * weekend holiday is observed on (the server's holiday list carries both).
 */
export type HolidayDates = ReadonlySet<string>;

/** Whether work happens on `date`. Throws RangeError on a bad date. */
export function isBusinessDay(date: string, holidays: HolidayDates): boolean {
  const weekday = weekdayOf(date);
  return weekday !== SUNDAY && weekday !== SATURDAY && !holidays.has(date);
}

/** The first business day strictly after `date`. Throws RangeError on a bad date. */
export function nextBusinessDay(date: string, holidays: HolidayDates): string {
  let day = addCalendarDays(date, 1);
  while (!isBusinessDay(day, holidays)) day = addCalendarDays(day, 1);
  return day;
}

/**
 * The business day `count` business days after `date`, not counting `date` itself: Friday
 * plus 1 is the next Monday (or Tuesday when that Monday is a holiday); plus 0 is `date`.
 * Throws RangeError on a bad date or a count that is not a whole number from 0.
 */
export function addBusinessDays(date: string, count: number, holidays: HolidayDates): string {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`Business days must be a whole number from 0: ${count}`);
  }
  let day = addCalendarDays(date, 0);
  for (let added = 0; added < count; added += 1) day = nextBusinessDay(day, holidays);
  return day;
}
