import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiringIn } from '../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import type { ApiError } from './http';
import { setRuntimeConfigForTests } from './runtime-config';
import { TOKEN_KEYS } from './token-store';
import { businessListQuery, getBusinessList } from './business-list';

/** Answers each request with the next status (200 with `body`); records when each was made. */
function stubList(statuses: number[], body: unknown = { businesses: [] }) {
  const calls: { url: string; at: number; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        url: String(input),
        at: Date.now(),
        authorization: new Headers(init?.headers).get('authorization'),
      });
      const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
      return new Response(JSON.stringify(status === 200 ? body : { message: 'Nope' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  localStorage.setItem(TOKEN_KEYS.access, tokenExpiringIn(3600, '1'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
});

describe('getBusinessList', () => {
  it('asks GET /api/v1/business/list with the bearer token', async () => {
    const calls = stubList([200]);
    expect(await getBusinessList()).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/v1/business/list');
    expect(calls[0]!.authorization).toMatch(/^Bearer /);
  });

  it('refuses an answer that is not a business list', async () => {
    stubList([200], { businesses: [{ business_name: 'No id' }] });
    await expect(getBusinessList()).rejects.toThrow(
      'GET /v1/business/list answered unexpectedly at /businesses/0/id',
    );
    stubList([200], [{ id: 1 }]);
    await expect(getBusinessList()).rejects.toThrow(
      'GET /v1/business/list answered unexpectedly at /',
    );
  });
});

describe('businessListQuery', () => {
  // The policy as the query runs it: real retries, with time moved on by the fake clock.
  async function run(statuses: number[]) {
    vi.useFakeTimers();
    const start = Date.now();
    const calls = stubList(statuses);
    const client = new QueryClient();
    const outcome = client.fetchQuery(businessListQuery(1)).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await vi.runAllTimersAsync();
    return { outcome: await outcome, offsets: calls.map((call) => call.at - start) };
  }

  it('stays fresh for 5 minutes', () => {
    expect(businessListQuery(1).staleTime).toBe(5 * 60 * 1000);
  });

  it('does not retry a 404', async () => {
    const { outcome, offsets } = await run([404]);
    expect(offsets).toEqual([0]);
    expect((outcome as { error: ApiError }).error).toMatchObject({ status: 404 });
  });

  it('retries other failures 3 times, after 1 s, 2 s and 4 s, then gives up', async () => {
    const { outcome, offsets } = await run([503]);
    expect(offsets).toEqual([0, 1000, 3000, 7000]);
    expect((outcome as { error: ApiError }).error).toMatchObject({ status: 503 });
  });

  it('recovers when a retry succeeds', async () => {
    const { outcome, offsets } = await run([500, 500, 200]);
    expect(offsets).toEqual([0, 1000, 3000]);
    expect(outcome).toEqual({ value: [] });
  });

  it('keys the cache by owner, so a second owner on the device asks again', () => {
    expect(businessListQuery(1).queryKey).not.toEqual(businessListQuery(2).queryKey);
  });
});
