/**
 * Built on first use, not at import: the first Intl formatter construction loads the locale data
 * (~140 ms of main thread on a 4× slowed phone), which every screen importing this module paid
 * on load even when it showed no date (the same reason money.ts writes dollars out).
 */
let localDay: Intl.DateTimeFormat | undefined;
let utcDay: Intl.DateTimeFormat | undefined;

/** An instant as owners read a day, e.g. 'November 25, 2026' (en-US, the reader's zone). */
export function longDate(instant: string | Date): string {
  localDay ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
  return localDay.format(new Date(instant));
}

/**
 * A calendar day ('YYYY-MM-DD', e.g. a source's last-verified date) as owners read it, e.g.
 * 'August 6, 2026'. A day, not an instant: formatted at UTC midnight in UTC, so it cannot slip
 * to the day before in the reader's zone as `longDate` would.
 */
export function longCalendarDate(day: string): string {
  utcDay ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return utcDay.format(new Date(`${day}T00:00:00Z`));
}
