const longDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** An instant as owners read a day, e.g. 'November 25, 2026' (en-US, the reader's zone). */
export function longDate(instant: string | Date): string {
  return longDateFormat.format(new Date(instant));
}
