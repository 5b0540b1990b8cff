import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../src/domain/estimates/business-days';
import { addCalendarDays } from '../../src/domain/estimates/calendar-date';
import { federalHolidays } from './federal-holidays';

const listed = (year: number) =>
  federalHolidays(year).map(({ date, name, observed }) => [date, name, observed]);

describe('the federal holidays', () => {
  it('of 2026: the ten, Independence Day (a Saturday) observed on Friday 3 July', () => {
    expect(listed(2026)).toEqual([
      ['2026-01-01', "New Year's Day", false],
      ['2026-01-19', 'Martin Luther King Jr. Day', false],
      ['2026-02-16', "Washington's Birthday", false],
      ['2026-05-25', 'Memorial Day', false],
      ['2026-07-03', 'Independence Day', true],
      ['2026-07-04', 'Independence Day', false],
      ['2026-09-07', 'Labor Day', false],
      ['2026-10-12', 'Columbus Day', false],
      ['2026-11-11', 'Veterans Day', false],
      ['2026-11-26', 'Thanksgiving Day', false],
      ['2026-12-25', 'Christmas Day', false],
    ]);
  });

  it('of 2027: Independence Day (a Sunday) on Monday 5 July, Christmas and New Year’s Day 2028 (Saturdays) on the Fridays before', () => {
    expect(listed(2027)).toEqual([
      ['2027-01-01', "New Year's Day", false],
      ['2027-01-18', 'Martin Luther King Jr. Day', false],
      ['2027-02-15', "Washington's Birthday", false],
      ['2027-05-31', 'Memorial Day', false],
      ['2027-07-04', 'Independence Day', false],
      ['2027-07-05', 'Independence Day', true],
      ['2027-09-06', 'Labor Day', false],
      ['2027-10-11', 'Columbus Day', false],
      ['2027-11-11', 'Veterans Day', false],
      ['2027-11-25', 'Thanksgiving Day', false],
      ['2027-12-24', 'Christmas Day', true],
      ['2027-12-25', 'Christmas Day', false],
      ['2027-12-31', "New Year's Day", true],
    ]);
  });

  it('of 2028 start with New Year’s Day itself, its observed day being in 2027', () => {
    const [first] = federalHolidays(2028);
    expect(first).toEqual({
      date: '2028-01-01',
      name: "New Year's Day",
      type: 'federal',
      observed: false,
    });
    // Veterans Day 2028 is a Saturday: observed Friday 10 November (a bank holiday only in
    // date-holidays' list, a federal one by law).
    expect(listed(2028)).toContainEqual(['2028-11-10', 'Veterans Day', true]);
  });

  it('leave out Juneteenth, Inauguration Day and observances', () => {
    for (const year of [2025, 2026, 2027, 2029]) {
      const names = new Set(federalHolidays(year).map((holiday) => holiday.name));
      expect(names.size).toBe(10);
      expect([...names].some((name) => /Juneteenth|Inauguration|Eve/.test(name))).toBe(false);
    }
  });

  it('observe weekend holidays on the same days as date-holidays’ substitutes, 2000-2100', () => {
    const calendar = new Holidays('US');
    for (let year = 2000; year <= 2100; year += 1) {
      const substitutes = calendar
        .getHolidays(year)
        .filter((holiday) => holiday.substitute && !holiday.name.startsWith('Juneteenth'))
        .map((holiday) => holiday.date.slice(0, 10));
      const observed = federalHolidays(year)
        .filter((holiday) => holiday.observed)
        .map((holiday) => holiday.date);
      expect(observed, String(year)).toEqual(substitutes);
    }
  });

  it('are skipped by business-day arithmetic, each of 2026 and 2027', () => {
    const days = new Set([2026, 2027, 2028].flatMap(federalHolidays).map((h) => h.date));
    const weekdayHolidays = [...days].filter((date) => date < '2028-01-01' && !isWeekend(date));
    expect(weekdayHolidays).toHaveLength(21);
    for (const date of weekdayHolidays) {
      // Without holidays the day before + 1 lands on the holiday; with them, after it.
      const dayBefore = addCalendarDays(date, -1);
      expect(addBusinessDays(dayBefore, 1, new Set()), date).toBe(date);
      expect(addBusinessDays(dayBefore, 1, days) > date, date).toBe(true);
    }
    // Independence Day 2026: Thursday 2 July + 1 skips Friday 3 (observed) to Monday 6.
    expect(addBusinessDays('2026-07-02', 1, days)).toBe('2026-07-06');
    // Christmas 2027: Thursday 23 December + 1 skips Friday 24 (observed) to Monday 27.
    expect(addBusinessDays('2027-12-23', 1, days)).toBe('2027-12-27');
    // New Year's 2028: Thursday 30 December + 1 skips Friday 31 (observed) to Monday 3.
    expect(addBusinessDays('2027-12-30', 1, days)).toBe('2028-01-03');
  });
});

function isWeekend(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}
