import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HolidayListResponse } from '../../src/domain/estimates/holiday-list';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('GET /checkout/v1/holiday/list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // No bearer token: estimates show before any account exists.
  const get = (query: string) => t.app.inject(`/checkout/v1/holiday/list${query}`);

  it('answers a year’s federal holidays, observed days included, cacheable for a day', async () => {
    const response = await get('?year=2026');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=518400, stale-if-error=518400',
    );
    const body = response.json<HolidayListResponse>();
    expect(body.year).toBe(2026);
    expect(body.country).toBe('US');
    expect(body.holidays).toHaveLength(11);
    expect(body.holidays[0]).toEqual({
      date: '2026-01-01',
      name: "New Year's Day",
      type: 'federal',
      observed: false,
    });
    expect(body.holidays.filter((holiday) => holiday.observed)).toEqual([
      { date: '2026-07-03', name: 'Independence Day', type: 'federal', observed: true },
    ]);
  });

  it('lists next year’s New Year’s Day in the year it is observed', async () => {
    const body = (await get('?year=2027')).json<HolidayListResponse>();
    expect(body.holidays.at(-1)).toEqual({
      date: '2027-12-31',
      name: "New Year's Day",
      type: 'federal',
      observed: true,
    });
  });

  it('refuses a missing year, one that is not a whole number, or one outside 2000-2100', async () => {
    for (const query of [
      '',
      '?year=',
      '?year=abc',
      '?year=2026.5',
      '?year=-2026',
      '?year=1999',
      '?year=2101',
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        message: 'year must be a whole number from 2000 to 2100',
      });
    }
    expect((await get('?year=2000')).statusCode).toBe(200);
    expect((await get('?year=2100')).statusCode).toBe(200);
  });
});
