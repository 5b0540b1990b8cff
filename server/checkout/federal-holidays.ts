import Holidays from 'date-holidays';
import {
  addCalendarDays,
  SATURDAY,
  SUNDAY,
  weekdayOf,
  yearOf,
} from '../../src/domain/estimates/calendar-date';
import { chicagoWallClock, WORKING_TIME_ZONE } from '../../src/domain/estimates/working-hours';
import type { HolidayDates } from '../../src/domain/estimates/business-days';
import {
  FEDERAL_HOLIDAY_NAMES,
  type FederalHolidayName,
  type Holiday,
} from '../../src/domain/estimates/holiday-list';

const federalNames: ReadonlySet<string> = new Set(FEDERAL_HOLIDAY_NAMES);

function isFederalHolidayName(name: string): name is FederalHolidayName {
  return federalNames.has(name);
}

// date-holidays knows every US holiday and observance (Juneteenth, Christmas Eve, Valentine's
// Day...). Built once, on first use: loading its rules is slow. US English names the ten as
// the spec does ('Labor Day'; plain 'en' says 'Labour Day').
let calendar: Holidays | null = null;
function usCalendar(): Holidays {
  calendar ??= new Holidays('US', { languages: ['en-us'], timezone: WORKING_TIME_ZONE });
  return calendar;
}

/**
 * The ten federal holidays' own dates in `year`, from date-holidays. Its substitute days
 * ('Independence Day (substitute day)') are left out here: the observed days follow the
 * federal rule below, as date-holidays lists some of them as bank holidays only (Veterans Day).
 */
function holidayDates(year: number): Array<{ date: string; name: FederalHolidayName }> {
  return usCalendar()
    .getHolidays(year, 'en-us')
    .filter((holiday) => holiday.type === 'public' && !holiday.substitute)
    .flatMap(({ date, name }) =>
      // `date` is the local calendar date and time: '2026-07-04 00:00:00'.
      isFederalHolidayName(name) ? [{ date: date.slice(0, 10), name }] : [],
    );
}

/**
 * The weekday a holiday is observed on when it falls on a weekend (5 U.S.C. 6103(b)):
 * Saturday's on the Friday before, Sunday's on the Monday after; null on a weekday.
 */
function observedWeekday(date: string): string | null {
  const weekday = weekdayOf(date);
  if (weekday === SATURDAY) return addCalendarDays(date, -1);
  if (weekday === SUNDAY) return addCalendarDays(date, 1);
  return null;
}

const listed = new Map<number, Holiday[]>();

/**
 * The federal holidays of `year` by date: each holiday's own date, and the weekday it is
 * observed on when that date is a weekend. An observed day belongs to the year it falls in:
 * New Year's Day 2028 (a Saturday) is observed on Friday 2027-12-31, in 2027's list.
 */
export function federalHolidays(year: number): Holiday[] {
  const known = listed.get(year);
  if (known) return known;
  const holidays: Holiday[] = [];
  for (const { date, name } of [...holidayDates(year), ...holidayDates(year + 1)]) {
    if (yearOf(date) === year) holidays.push({ date, name, type: 'federal', observed: false });
    const observed = observedWeekday(date);
    if (observed !== null && yearOf(observed) === year) {
      holidays.push({ date: observed, name, type: 'federal', observed: true });
    }
  }
  holidays.sort((a, b) => a.date.localeCompare(b.date));
  listed.set(year, holidays);
  return holidays;
}

/**
 * The holidays an estimate counted from `from` skips: the dates of the Chicago year it starts
 * in and of the next (an estimate is weeks long at most), as the client's estimates take them.
 */
export function holidayDatesFrom(from: Date): HolidayDates {
  const year = yearOf(chicagoWallClock(from).date);
  return new Set([...federalHolidays(year), ...federalHolidays(year + 1)].map(({ date }) => date));
}
