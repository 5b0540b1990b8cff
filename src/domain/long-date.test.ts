import { describe, expect, it } from 'vitest';
import { longCalendarDate } from './long-date';

describe('longCalendarDate', () => {
  it('reads a calendar day as the same day in every zone', () => {
    // The suite's zone is whatever the machine's is; a day at UTC midnight read in a zone west
    // of UTC would be the day before with longDate.
    expect(longCalendarDate('2026-08-06')).toBe('August 6, 2026');
    expect(longCalendarDate('2026-01-01')).toBe('January 1, 2026');
    expect(longCalendarDate('2026-12-31')).toBe('December 31, 2026');
  });

  it('refuses what is not a calendar day, as the Intl formatter refused an invalid date', () => {
    expect(() => longCalendarDate('2026-13-01')).toThrow(RangeError);
    expect(() => longCalendarDate('August 6, 2026')).toThrow(RangeError);
  });
});
