import { describe, expect, it } from 'vitest';
import { charterDay, charterMoment } from './charter-days';

describe('Charter’s calendar (Chicago)', () => {
  it('reads the day in Chicago, not in UTC', () => {
    expect(charterDay(new Date('2027-05-15T04:59:00Z'))).toBe('2027-05-14');
    expect(charterDay(new Date('2027-05-15T05:00:00Z'))).toBe('2027-05-15');
  });

  it('finds 9:00 in Chicago in summer and winter time, and on the days the clocks change', () => {
    expect(charterMoment('2027-05-15', 9)).toEqual(new Date('2027-05-15T14:00:00Z'));
    expect(charterMoment('2027-01-15', 9)).toEqual(new Date('2027-01-15T15:00:00Z'));
    expect(charterMoment('2027-03-14', 9)).toEqual(new Date('2027-03-14T14:00:00Z'));
    expect(charterMoment('2027-11-07', 9)).toEqual(new Date('2027-11-07T15:00:00Z'));
    expect(charterMoment('2027-11-07', 0)).toEqual(new Date('2027-11-07T05:00:00Z'));
  });
});
