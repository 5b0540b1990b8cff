import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiringIn } from '../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { setRuntimeConfigForTests } from './runtime-config';
import { servicesStatusQuery } from './services-status';
import { TOKEN_KEYS } from './token-store';

const STATUSES = {
  individual_id: 1,
  services: [{ service: 'llc-formation', status: 'PURCHASED', updated_at: '2026-11-01T10:00:00Z' }],
};

/** Answers each request with the next status (200 with the statuses); counts them. */
function stubStatuses(statuses: number[]) {
  let calls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const status = statuses[Math.min(calls, statuses.length - 1)]!;
      calls += 1;
      return new Response(JSON.stringify(status === 200 ? STATUSES : { message: 'Nope' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return () => calls;
}

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  localStorage.setItem(TOKEN_KEYS.access, tokenExpiringIn(3600, '1'));
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
  localStorage.clear();
});

/** What the query answers, run with real retries on the fake clock. */
async function fetchWith(client: QueryClient) {
  const outcome = client.fetchQuery(servicesStatusQuery(1)).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

describe('the services status query (spec foundation §7: cached 5 minutes, 2 retries)', () => {
  it('answers from its cache for 5 minutes, then asks again', async () => {
    const calls = stubStatuses([200]);
    // Kept in the cache past the 5 minutes, to see it asked again rather than dropped.
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
    expect(await client.fetchQuery(servicesStatusQuery(1))).toEqual(STATUSES.services);
    vi.setSystemTime(Date.now() + 4 * 60_000);
    await client.fetchQuery(servicesStatusQuery(1));
    expect(calls()).toBe(1);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    await client.fetchQuery(servicesStatusQuery(1));
    expect(calls()).toBe(2);
  });

  it('tries twice more after a failure, then gives up', async () => {
    const calls = stubStatuses([503]);
    const outcome = await fetchWith(new QueryClient());
    expect(outcome).toMatchObject({ error: { status: 503 } });
    expect(calls()).toBe(3);
  });

  it('recovers when a retry succeeds', async () => {
    const calls = stubStatuses([500, 200]);
    expect(await fetchWith(new QueryClient())).toMatchObject({ value: STATUSES.services });
    expect(calls()).toBe(2);
  });
});
