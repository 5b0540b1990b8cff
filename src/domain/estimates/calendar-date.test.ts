import { describe, expect, it } from 'vitest';
import { calendarDate, dateParts, daysBetween, everyYearFrom } from './calendar-date';

describe('calendar dates by year, month and day', () => {
  it('counts months past December or before January into the neighbouring years', () => {
    expect(calendarDate(2026, 14, 10)).toBe('2027-02-10');
    expect(calendarDate(2026, 0, 10)).toBe('2025-12-10');
    expect(calendarDate(2026, -1, 1)).toBe('2025-11-01');
  });

  it('lays a day past the month’s end, or the last, on its last day', () => {
    expect(calendarDate(2026, 2, 29)).toBe('2026-02-28');
    expect(calendarDate(2028, 2, 29)).toBe('2028-02-29');
    expect(calendarDate(2026, 4, 'last')).toBe('2026-04-30');
    expect(calendarDate(2026, 13, 'last')).toBe('2027-01-31');
  });

  it('reads a date’s parts, and counts the days between two dates', () => {
    expect(dateParts('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(daysBetween('2027-12-31', '2028-03-01')).toBe(61);
    expect(daysBetween('2026-03-09', '2026-03-08')).toBe(-1);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('everyYearFrom', () => {
  it('gives the same day each year, February 29 on the 28th in common years', () => {
    const years = (date: string, count: number) => {
      const dates: string[] = [];
      for (const next of everyYearFrom(date)) {
        if (dates.push(next) === count) break;
      }
      return dates;
    };
    expect(years('2026-11-20', 3)).toEqual(['2026-11-20', '2027-11-20', '2028-11-20']);
    expect(years('2024-02-29', 5)).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });
});
