const longDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const calendarDayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An instant as owners read a day, e.g. 'November 25, 2026' (en-US, the reader's zone). */
export function longDate(instant: string | Date): string {
  return longDateFormat.format(new Date(instant));
}

/**
 * A calendar day ('YYYY-MM-DD', e.g. a source's last-verified date) as owners read it, e.g.
 * 'August 6, 2026'. A day, not an instant: formatted at UTC midnight in UTC, so it cannot slip
 * to the day before in the reader's zone as `longDate` would.
 */
export function longCalendarDate(day: string): string {
  return calendarDayFormat.format(new Date(`${day}T00:00:00Z`));
}
