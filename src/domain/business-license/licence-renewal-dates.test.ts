import { describe, expect, it } from 'vitest';
import { nextRenewalDate, renewalDates } from './licence-renewal-dates';

describe('licence renewal dates', () => {
  it('falls on the day each year, from today on', () => {
    const januaryFirst = { month: 1, day: 1, years: 'every' } as const;
    expect(nextRenewalDate(januaryFirst, '2026-12-03')).toBe('2027-01-01');
    expect(nextRenewalDate(januaryFirst, '2027-01-01')).toBe('2027-01-01');
    expect(renewalDates(januaryFirst, '2026-12-03', '2028-12-03')).toEqual([
      '2027-01-01',
      '2028-01-01',
    ]);
  });

  it('keeps to odd or even years for a licence that runs two years', () => {
    const oddDecember = { month: 12, day: 31, years: 'odd' } as const;
    const evenMay = { month: 5, day: 31, years: 'even' } as const;
    expect(nextRenewalDate(oddDecember, '2026-12-03')).toBe('2027-12-31');
    expect(nextRenewalDate(oddDecember, '2027-12-31')).toBe('2027-12-31');
    expect(nextRenewalDate(evenMay, '2026-06-01')).toBe('2028-05-31');
    expect(renewalDates(evenMay, '2026-05-01', '2030-05-31')).toEqual([
      '2026-05-31',
      '2028-05-31',
      '2030-05-31',
    ]);
  });

  it('lays the last day of February on the 28th in common years', () => {
    const endOfFebruary = { month: 2, day: 29, years: 'every' } as const;
    expect(renewalDates(endOfFebruary, '2026-12-03', '2028-12-31')).toEqual([
      '2027-02-28',
      '2028-02-29',
    ]);
  });
});
