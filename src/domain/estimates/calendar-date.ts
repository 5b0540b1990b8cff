/**
 * Calendar dates as ISO 'YYYY-MM-DD' strings: days on a wall calendar (here America/Chicago's),
 * not instants. Arithmetic runs on UTC midnights, where every day has 24 hours, so daylight
 * saving changes cannot move a date.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** weekdayOf's numbering (Date's): 0 is Sunday, 6 Saturday. */
export const SUNDAY = 0;
export const SATURDAY = 6;

function utcMidnight(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over to March; a real date reads back as it was written.
  return toIsoDate(time) === date ? time : null;
}

function toIsoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar date written 'YYYY-MM-DD' (not 2026-02-30). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && utcMidnight(value) !== null;
}

function requireDate(date: string): number {
  const time = utcMidnight(date);
  if (time === null) throw new RangeError(`Not a calendar date: ${date}`);
  return time;
}

/** The date `days` days after `date` (before it when negative). Throws RangeError on a bad date. */
export function addCalendarDays(date: string, days: number): string {
  return toIsoDate(requireDate(date) + days * MS_PER_DAY);
}

/** 0 for Sunday to 6 for Saturday, as Date.getDay counts. Throws RangeError on a bad date. */
export function weekdayOf(date: string): number {
  return new Date(requireDate(date)).getUTCDay();
}

/** The year of a calendar date. Throws RangeError on a bad date. */
export function yearOf(date: string): number {
  return new Date(requireDate(date)).getUTCFullYear();
}

/** A calendar date's year, month (1-12) and day. Throws RangeError on a bad date. */
export function dateParts(date: string): { year: number; month: number; day: number } {
  const day = new Date(requireDate(date));
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}

/**
 * The date on day `day` of month `month` of `year`: a month past 12 or under 1 counts on into
 * the next or previous years (month 14 of 2026 is February 2027), and a day past the month's
 * end, or 'last', is the month's last day (day 31 of February 2027 is February 28).
 */
export function calendarDate(year: number, month: number, day: number | 'last'): string {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const dayOfMonth = day === 'last' ? lastDay : Math.min(day, lastDay);
  return toIsoDate(Date.UTC(year, month - 1, dayOfMonth));
}

/** Whole days from `from` to `to`: negative when `to` is earlier. Throws RangeError on a bad date. */
export function daysBetween(from: string, to: string): number {
  return Math.round((requireDate(to) - requireDate(from)) / MS_PER_DAY);
}

/**
 * The same month and day every year from `date` on, without end: `date`, a year later… A
 * February 29 falls on February 28 in common years. Throws RangeError on a bad date.
 */
export function* everyYearFrom(date: string): Generator<string> {
  const { year, month, day } = dateParts(date);
  for (let years = 0; ; years += 1) yield calendarDate(year + years, month, day);
}
