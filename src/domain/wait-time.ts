/**
 * How long until something may be tried again, as the end of a sentence a person reads:
 * 'in a minute', 'in 4 minutes', 'in 3 hours' (rounded up: never sooner than it works).
 */
export function inAbout(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'in a minute';
  if (minutes < 90) return `in ${minutes} minutes`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}
