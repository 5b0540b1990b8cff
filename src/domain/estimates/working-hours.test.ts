import { describe, expect, it } from 'vitest';
import { chicagoWallClock, countingStartDate, isWithinWorkingHours } from './working-hours';

const none = new Set<string>();
const at = (iso: string) => new Date(iso);

describe('Chicago working hours (8:00 to 17:00)', () => {
  // December: Chicago is on CST, UTC-6. Monday 7 December 2026.
  it('count 16:59 as today and 17:00 as the next business day', () => {
    expect(chicagoWallClock(at('2026-12-07T22:59:00Z'))).toEqual({
      date: '2026-12-07',
      minutes: 16 * 60 + 59,
    });
    expect(countingStartDate(at('2026-12-07T22:59:59Z'), none)).toBe('2026-12-07');
    expect(countingStartDate(at('2026-12-07T23:00:00Z'), none)).toBe('2026-12-08');
  });

  it('count 8:00 as today and 7:59 as the next business day', () => {
    expect(isWithinWorkingHours(at('2026-12-07T14:00:00Z'), none)).toBe(true);
    expect(countingStartDate(at('2026-12-07T14:00:00Z'), none)).toBe('2026-12-07');
    expect(isWithinWorkingHours(at('2026-12-07T13:59:00Z'), none)).toBe(false);
    expect(countingStartDate(at('2026-12-07T13:59:00Z'), none)).toBe('2026-12-08');
  });

  it('read the date on Chicago’s calendar, not UTC’s', () => {
    // 02:00 UTC on Saturday is still Friday 20:00 in Chicago: after hours, so Monday.
    expect(chicagoWallClock(at('2026-12-12T02:00:00Z')).date).toBe('2026-12-11');
    expect(countingStartDate(at('2026-12-12T02:00:00Z'), none)).toBe('2026-12-14');
    // Midnight is minute 0 of the new day (not 24:00 of the old one).
    expect(chicagoWallClock(at('2026-12-08T06:00:00Z'))).toEqual({
      date: '2026-12-08',
      minutes: 0,
    });
    // Friday 16:30 in Chicago is already Friday 22:30 UTC: still today.
    expect(countingStartDate(at('2026-12-11T22:30:00Z'), none)).toBe('2026-12-11');
  });

  it('start weekends and holidays on the next business day, even in office hours', () => {
    expect(countingStartDate(at('2026-12-12T16:00:00Z'), none)).toBe('2026-12-14'); // Sat 10:00
    expect(countingStartDate(at('2026-12-13T16:00:00Z'), none)).toBe('2026-12-14'); // Sun 10:00
    const christmas = new Set(['2026-12-25']);
    expect(isWithinWorkingHours(at('2026-12-25T16:00:00Z'), christmas)).toBe(false);
    expect(countingStartDate(at('2026-12-25T16:00:00Z'), christmas)).toBe('2026-12-28');
    expect(countingStartDate(at('2026-12-24T22:59:00Z'), christmas)).toBe('2026-12-24');
    expect(countingStartDate(at('2026-12-24T23:00:00Z'), christmas)).toBe('2026-12-28');
  });

  describe('across daylight saving changes', () => {
    it('on Sunday 8 March 2026 (clocks forward): CST before, CDT (UTC-5) after', () => {
      // Friday 6 March, CST: 17:00 is 23:00 UTC.
      expect(countingStartDate(at('2026-03-06T22:59:00Z'), none)).toBe('2026-03-06');
      expect(countingStartDate(at('2026-03-06T23:00:00Z'), none)).toBe('2026-03-09');
      // The change day itself: 1:59 CST then 3:00 CDT; a Sunday, so Monday.
      expect(chicagoWallClock(at('2026-03-08T07:59:00Z'))).toEqual({
        date: '2026-03-08',
        minutes: 1 * 60 + 59,
      });
      expect(chicagoWallClock(at('2026-03-08T08:00:00Z')).minutes).toBe(3 * 60);
      expect(countingStartDate(at('2026-03-08T18:00:00Z'), none)).toBe('2026-03-09');
      // Monday 9 March, CDT: 8:00 is 13:00 UTC, an hour earlier than the week before.
      expect(countingStartDate(at('2026-03-09T12:59:00Z'), none)).toBe('2026-03-10');
      expect(countingStartDate(at('2026-03-09T13:00:00Z'), none)).toBe('2026-03-09');
      expect(countingStartDate(at('2026-03-09T21:59:00Z'), none)).toBe('2026-03-09');
      expect(countingStartDate(at('2026-03-09T22:00:00Z'), none)).toBe('2026-03-10');
    });

    it('on Sunday 1 November 2026 (clocks back): CDT before, CST (UTC-6) after', () => {
      // Friday 30 October, CDT: 17:00 is 22:00 UTC.
      expect(countingStartDate(at('2026-10-30T21:59:00Z'), none)).toBe('2026-10-30');
      expect(countingStartDate(at('2026-10-30T22:00:00Z'), none)).toBe('2026-11-02');
      // 1:30 happens twice on the change day; both are Sunday 1 November.
      expect(chicagoWallClock(at('2026-11-01T06:30:00Z')).minutes).toBe(90);
      expect(chicagoWallClock(at('2026-11-01T07:30:00Z')).minutes).toBe(90);
      expect(countingStartDate(at('2026-11-01T18:00:00Z'), none)).toBe('2026-11-02');
      // Monday 2 November, CST: 8:00 is 14:00 UTC, 17:00 is 23:00 UTC.
      expect(countingStartDate(at('2026-11-02T13:59:00Z'), none)).toBe('2026-11-03');
      expect(countingStartDate(at('2026-11-02T14:00:00Z'), none)).toBe('2026-11-02');
      expect(countingStartDate(at('2026-11-02T22:59:00Z'), none)).toBe('2026-11-02');
      expect(countingStartDate(at('2026-11-02T23:00:00Z'), none)).toBe('2026-11-03');
    });
  });

  it('refuse an invalid Date', () => {
    expect(() => countingStartDate(new Date(Number.NaN), none)).toThrow(RangeError);
  });
});
