import { describe, expect, it } from 'vitest';
import {
  nextRenewalDate,
  renewalChargeDates,
  renewalNoticeDate,
  renewalRetryDate,
} from './renewal-schedule';

describe('renewal periods and dunning dates (issue 30 point 6)', () => {
  it('renews a year on, a February 29 on February 28', () => {
    expect(nextRenewalDate('2027-11-30')).toBe('2028-11-30');
    expect(nextRenewalDate('2028-02-29')).toBe('2029-02-28');
    expect(nextRenewalDate('2027-12-31')).toBe('2028-12-31');
  });

  it('tells the owner 30 days before, across a month and a year', () => {
    expect(renewalNoticeDate('2027-11-30')).toBe('2027-10-31');
    expect(renewalNoticeDate('2028-01-15')).toBe('2027-12-16');
    expect(renewalNoticeDate('2028-03-01')).toBe('2028-01-31');
  });

  it('retries a declined renewal 3, 7 and 14 days after its date, then lapses', () => {
    expect(renewalRetryDate('2027-11-30', 1)).toBe('2027-12-03');
    expect(renewalRetryDate('2027-11-30', 2)).toBe('2027-12-07');
    expect(renewalRetryDate('2027-11-30', 3)).toBe('2027-12-14');
    expect(renewalRetryDate('2027-11-30', 4)).toBeNull();
    expect(renewalChargeDates('2027-11-30')).toEqual([
      '2027-11-30',
      '2027-12-03',
      '2027-12-07',
      '2027-12-14',
    ]);
  });
});
