import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { HolidayDates } from '../domain/estimates/business-days';
import { isIsoDate, yearOf } from '../domain/estimates/calendar-date';
import { HOLIDAY_LIST_PATH } from '../domain/estimates/holiday-list';
import { chicagoWallClock } from '../domain/estimates/working-hours';
import { retryUnlessNotFound } from './retry-policy';
import { checkoutJson } from './http';

/** Spec foundation §9: holiday data is cached 24 hours and kept 7 days. */
const DAY_MS = 24 * 60 * 60 * 1000;
export const HOLIDAYS_STALE_TIME_MS = DAY_MS;
export const HOLIDAYS_GC_TIME_MS = 7 * DAY_MS;

/**
 * GET {checkoutBaseUrl}/v1/holiday/list?year= (no bearer token): the dates of the year's
 * federal holidays and of the weekdays they are observed on. Entries without a real
 * 'YYYY-MM-DD' date are dropped; a body without a holiday list throws.
 */
export async function getHolidayDates(year: number): Promise<string[]> {
  const body = await checkoutJson<{ holidays?: unknown }>(
    `${HOLIDAY_LIST_PATH}?year=${encodeURIComponent(year)}`,
    { auth: false },
  );
  if (!Array.isArray(body?.holidays)) throw new TypeError('The holiday list has no holidays');
  return body.holidays.flatMap((holiday: unknown) => {
    const date = (holiday as { date?: unknown } | null)?.date;
    return isIsoDate(date) ? [date] : [];
  });
}

export function holidayDatesQuery(year: number) {
  return queryOptions({
    queryKey: ['checkout', 'holidays', year],
    queryFn: () => getHolidayDates(year),
    staleTime: HOLIDAYS_STALE_TIME_MS,
    gcTime: HOLIDAYS_GC_TIME_MS,
    retry: (failures: number, error: Error) => retryUnlessNotFound(failures, error),
  });
}

/** The holidays estimates skip, once both years' lists are in. */
export type HolidayDatesState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; dates: HolidayDates };

/**
 * Both lists together: ready with every date once both have data (a failed refresh keeps the
 * data it had), an error when one failed without data, loading otherwise. Module-level so
 * useQueries keeps its result, and the Set, while the lists do not change.
 */
function combineHolidayDates(results: Array<UseQueryResult<string[]>>): HolidayDatesState {
  if (results.every((result) => result.data !== undefined)) {
    return { status: 'ready', dates: new Set(results.flatMap((result) => result.data ?? [])) };
  }
  const failed = results.find((result) => result.data === undefined && result.isError);
  return failed ? { status: 'error', error: failed.error } : { status: 'loading' };
}

/**
 * The federal holidays of this year and the next (spec foundation §9: holiday data covers
 * the current and next year), years counted on Chicago's calendar like the estimates.
 */
export function useHolidayDates(): HolidayDatesState {
  const year = yearOf(chicagoWallClock(new Date()).date);
  return useQueries({
    queries: [holidayDatesQuery(year), holidayDatesQuery(year + 1)],
    combine: combineHolidayDates,
  });
}
