/**
 * The holiday list the checkout service serves for estimates (spec dashboard §7, foundation
 * §3 "Holiday: date, name, type federal"). Shared by the server, which computes it, and the
 * client, which reads it.
 */

/** GET {checkoutBaseUrl}/v1/holiday/list?year=YYYY, no bearer token. */
export const HOLIDAY_LIST_PATH = '/v1/holiday/list';

/** The years the list answers for; others are refused with 400. */
export const HOLIDAY_YEARS = { first: 2000, last: 2100 } as const;

/** The ten federal holidays business days skip (spec foundation §9), in calendar order. */
export const FEDERAL_HOLIDAY_NAMES = [
  "New Year's Day",
  'Martin Luther King Jr. Day',
  "Washington's Birthday",
  'Memorial Day',
  'Independence Day',
  'Labor Day',
  'Columbus Day',
  'Veterans Day',
  'Thanksgiving Day',
  'Christmas Day',
] as const;
export type FederalHolidayName = (typeof FEDERAL_HOLIDAY_NAMES)[number];

export interface Holiday {
  /** 'YYYY-MM-DD'. */
  date: string;
  name: FederalHolidayName;
  type: 'federal';
  /**
   * True for the weekday a holiday falling on a weekend is observed on (Friday before a
   * Saturday, Monday after a Sunday); the weekend date itself is listed too, with false.
   */
  observed: boolean;
}

export interface HolidayListResponse {
  year: number;
  country: 'US';
  /** By date; every date falls in `year` (New Year's Day of the next year may be observed on
   * 31 December of this one). */
  holidays: Holiday[];
}
