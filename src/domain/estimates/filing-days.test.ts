import { describe, expect, it } from 'vitest';
import { filingBusinessDays, secondsToWholeDays } from './filing-days';

const DAY = 86_400;

describe('filing days', () => {
  it('turn seconds into whole days, any part of a day counting, at least 1', () => {
    expect(secondsToWholeDays(10 * DAY)).toBe(10);
    expect(secondsToWholeDays(DAY)).toBe(1);
    expect(secondsToWholeDays(DAY + 1)).toBe(2);
    expect(secondsToWholeDays(3 * DAY - 1)).toBe(3);
    expect(secondsToWholeDays(180)).toBe(1);
    expect(secondsToWholeDays(0)).toBe(1);
  });

  it('refuse seconds that are not a finite number from 0', () => {
    expect(secondsToWholeDays(-1)).toBeNull();
    expect(secondsToWholeDays(Number.NaN)).toBeNull();
    expect(secondsToWholeDays(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('take the standard time, or the expedited one with the RAPID-STATE add-on', () => {
    const times = { standard_time: 7 * DAY, expedited_time: 2 * DAY };
    expect(filingBusinessDays(times, [])).toBe(7);
    expect(filingBusinessDays(times, ['EXPERT-REVIEW', 'REGISTERED_AGENT'])).toBe(7);
    expect(filingBusinessDays(times, ['RAPID-STATE'])).toBe(2);
    expect(filingBusinessDays({ standard_time: -5, expedited_time: DAY }, [])).toBeNull();
  });

  it('count 10 days while the package list loads, 1 when rapid', () => {
    expect(filingBusinessDays(undefined, [])).toBe(10);
    expect(filingBusinessDays(undefined, ['RAPID-STATE'])).toBe(1);
  });
});
