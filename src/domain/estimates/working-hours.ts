import { isBusinessDay, nextBusinessDay, type HolidayDates } from './business-days';

/** Filings are worked on in Chicago office hours (spec foundation §9). */
export const WORKING_TIME_ZONE = 'America/Chicago';
/** Working hours run from 8:00 up to, not including, 17:00 Chicago time. */
export const WORKING_HOURS = { start: 8, end: 17 } as const;

// Intl knows the zone's daylight-saving rules, so 8:00 in March and in November both come out
// right without a date library. One formatter, built on first use: building them is costly.
let chicagoFormat: Intl.DateTimeFormat | null = null;

/** The wall clock in Chicago at `instant`: the calendar date and the minutes since midnight. */
export function chicagoWallClock(instant: Date): { date: string; minutes: number } {
  chicagoFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: WORKING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  // Throws RangeError for an invalid Date, as the estimate's callers expect of bad input.
  const parts = Object.fromEntries(
    chicagoFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * Charter's calendar day at `instant`, 'YYYY-MM-DD': the day a formation is ACTIVE from, and the
 * day it was filed, as the business profile shows them side by side (a reader east of Chicago
 * would otherwise see a business formed the day before it was filed).
 */
export function charterDay(instant: Date): string {
  return chicagoWallClock(instant).date;
}

/** Whether `instant` falls in Chicago working hours on a business day: 16:59 does, 17:00 not. */
export function isWithinWorkingHours(instant: Date, holidays: HolidayDates): boolean {
  const { date, minutes } = chicagoWallClock(instant);
  return (
    isBusinessDay(date, holidays) &&
    minutes >= WORKING_HOURS.start * 60 &&
    minutes < WORKING_HOURS.end * 60
  );
}

/**
 * The business day the count of a filing's days starts from: the Chicago date of `instant`
 * in working hours; outside them (before 8:00, from 17:00, a weekend or holiday) the next
 * business day, as the spec words it. Throws RangeError on an invalid Date.
 */
export function countingStartDate(instant: Date, holidays: HolidayDates): string {
  const { date } = chicagoWallClock(instant);
  return isWithinWorkingHours(instant, holidays) ? date : nextBusinessDay(date, holidays);
}
