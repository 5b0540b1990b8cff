import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, nextBusinessDay } from './business-days';
import { addCalendarDays, isIsoDate } from './calendar-date';

const none = new Set<string>();
// Thanksgiving and Christmas Day 2026 (a Thursday and a Friday).
const holidays = new Set(['2026-11-26', '2026-12-25']);

describe('business days', () => {
  it('are weekdays that are not holidays', () => {
    expect(isBusinessDay('2026-12-07', none)).toBe(true); // Monday
    expect(isBusinessDay('2026-12-11', none)).toBe(true); // Friday
    expect(isBusinessDay('2026-12-12', none)).toBe(false); // Saturday
    expect(isBusinessDay('2026-12-13', none)).toBe(false); // Sunday
    expect(isBusinessDay('2026-12-25', holidays)).toBe(false);
    expect(isBusinessDay('2026-12-25', none)).toBe(true);
  });

  it('count from the day after the start, over weekends', () => {
    expect(addBusinessDays('2026-12-07', 1, none)).toBe('2026-12-08'); // Mon → Tue
    expect(addBusinessDays('2026-12-11', 1, none)).toBe('2026-12-14'); // Fri → Mon
    expect(addBusinessDays('2026-12-12', 1, none)).toBe('2026-12-14'); // Sat → Mon
    expect(addBusinessDays('2026-12-13', 1, none)).toBe('2026-12-14'); // Sun → Mon
    expect(addBusinessDays('2026-12-07', 5, none)).toBe('2026-12-14'); // one week
    expect(addBusinessDays('2026-12-07', 10, none)).toBe('2026-12-21'); // two weeks
    expect(addBusinessDays('2026-12-09', 10, none)).toBe('2026-12-23'); // Wed → Wed
    expect(addBusinessDays('2026-12-07', 0, none)).toBe('2026-12-07');
  });

  it('skip holidays, including one that meets a weekend', () => {
    // Wednesday before Thanksgiving: Thursday is off, Friday is the next business day.
    expect(addBusinessDays('2026-11-25', 1, holidays)).toBe('2026-11-27');
    // Christmas Friday, then the weekend: Thursday 24 + 1 is Monday 28.
    expect(addBusinessDays('2026-12-24', 1, holidays)).toBe('2026-12-28');
    // Ten days from Monday 14 December: the 25th is skipped, so one day later than without.
    expect(addBusinessDays('2026-12-14', 10, none)).toBe('2026-12-28');
    expect(addBusinessDays('2026-12-14', 10, holidays)).toBe('2026-12-29');
    expect(nextBusinessDay('2026-12-24', holidays)).toBe('2026-12-28');
  });

  it('cross months, years and leap days', () => {
    expect(addBusinessDays('2026-12-31', 1, none)).toBe('2027-01-01');
    expect(addBusinessDays('2028-02-28', 1, none)).toBe('2028-02-29');
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addCalendarDays('2028-01-01', -1)).toBe('2027-12-31');
  });

  it('refuse dates that are not real and counts that are not whole numbers from 0', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(() => addBusinessDays('2026-02-30', 1, none)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-12-07', -1, none)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-12-07', 1.5, none)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-12-07', Number.NaN, none)).toThrow(RangeError);
  });
});
