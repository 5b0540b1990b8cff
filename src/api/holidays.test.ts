import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { ApiError } from './http';
import { holidayDatesQuery, useHolidayDates } from './holidays';
import { setRuntimeConfigForTests } from './runtime-config';

beforeEach(() => setRuntimeConfigForTests(TEST_RUNTIME_CONFIG));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setRuntimeConfigForTests(null);
});

const LISTS: Record<string, unknown> = {
  2026: {
    year: 2026,
    country: 'US',
    holidays: [
      { date: '2026-07-03', name: 'Independence Day', type: 'federal', observed: true },
      { date: '2026-12-25', name: 'Christmas Day', type: 'federal', observed: false },
    ],
  },
  2027: {
    year: 2027,
    country: 'US',
    holidays: [
      { date: '2027-01-01', name: "New Year's Day", type: 'federal', observed: false },
      { date: 'soon', name: 'Broken', type: 'federal', observed: false },
    ],
  },
};

/** The checkout service: each year's list, 404 for `missing` years. */
function stubHolidayService(missing: string[] = []) {
  const fetch = vi.fn(async (url: string) => {
    const year = new URL(url, 'http://charter.test').searchParams.get('year') ?? '';
    if (missing.includes(year)) {
      return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }
    return new Response(JSON.stringify(LISTS[year]), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function wrapper({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: new QueryClient() }, children);
}

describe('the holiday list', () => {
  it('is asked of the checkout service by year, without a token, and kept a day', async () => {
    const fetch = stubHolidayService();
    const dates = await new QueryClient().fetchQuery(holidayDatesQuery(2026));
    expect(dates).toEqual(['2026-07-03', '2026-12-25']);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/checkout/v1/holiday/list?year=2026');
    expect(new Headers(init.headers).has('authorization')).toBe(false);

    const { staleTime, gcTime, retry } = holidayDatesQuery(2026);
    expect(staleTime).toBe(24 * 60 * 60 * 1000);
    expect(gcTime).toBe(7 * 24 * 60 * 60 * 1000);
    const retryFn = retry as (failures: number, error: Error) => boolean;
    expect(retryFn(0, new ApiError(404, 'Not found', null))).toBe(false);
    expect(retryFn(0, new ApiError(503, 'Down', null))).toBe(true);
  });

  it('drops entries without a real date', async () => {
    stubHolidayService();
    expect(await new QueryClient().fetchQuery(holidayDatesQuery(2027))).toEqual(['2027-01-01']);
  });

  it('gives this year’s and next year’s dates, years read on Chicago’s calendar', async () => {
    // 23:30 on 31 December 2026 in Chicago is already 2027 in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-01T05:30:00Z'));
    const fetch = stubHolidayService();
    const { result } = renderHook(() => useHolidayDates(), { wrapper });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const ready = result.current as { dates: ReadonlySet<string> };
    expect([...ready.dates].sort()).toEqual(['2026-07-03', '2026-12-25', '2027-01-01']);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/checkout/v1/holiday/list?year=2026',
      '/checkout/v1/holiday/list?year=2027',
    ]);
  });

  it('reports an error when a year cannot be had', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T15:00:00Z'));
    stubHolidayService(['2027']);
    const { result } = renderHook(() => useHolidayDates(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect((result.current as { error: unknown }).error).toBeInstanceOf(ApiError);
  });
});
