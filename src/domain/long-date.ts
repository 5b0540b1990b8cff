import { MONTH_NAMES } from './month-names';

/**
 * Built on first use, not at import: the first Intl formatter construction loads the locale data
 * (~140 ms of main thread on a 4× slowed phone), which every screen importing this module paid
 * on load even when it showed no date (the same reason money.ts writes dollars out).
 */
let localDay: Intl.DateTimeFormat | undefined;

/** An instant as owners read a day, e.g. 'November 25, 2026' (en-US, the reader's zone). */
export function longDate(instant: string | Date): string {
  localDay ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
  return localDay.format(new Date(instant));
}

/**
 * A calendar day ('YYYY-MM-DD', e.g. a source's last-verified date) as owners read it, e.g.
 * 'August 6, 2026'. A day, not an instant: it cannot slip to the day before in the reader's zone
 * as `longDate` would. Written out as en-US's long style writes it, not through Intl: the
 * Business Hub's article cards paid the formatter's locale data in their first paint's main
 * thread (~85 ms on a 4× slowed phone).
 */
export function longCalendarDate(day: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = parts && MONTH_NAMES[Number(parts[2]) - 1];
  if (!parts || !month) throw new RangeError(`Not a calendar day: ${day}`);
  return `${month} ${Number(parts[3])}, ${parts[1]}`;
}
