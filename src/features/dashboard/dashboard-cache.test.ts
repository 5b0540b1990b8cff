import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { TEST_OWNER } from '../../../tests/support/test-owner';
import { restoreDashboardCache } from './dashboard-cache';

const STORAGE_KEY = 'charter:dashboard-cache';

function storedCopy(queries: Array<{ queryKey: unknown[]; data: unknown }>) {
  return JSON.stringify({
    buster: 'dashboard-1',
    timestamp: Date.now(),
    clientState: {
      mutations: [],
      queries: queries.map(({ queryKey, data }) => ({
        queryKey,
        queryHash: JSON.stringify(queryKey),
        state: {
          data,
          dataUpdateCount: 1,
          dataUpdatedAt: Date.now() - 60_000,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      })),
    },
  });
}

describe('the dashboard copy kept in session storage', () => {
  // The copy is restored once per page and then kept up to date for that page's client.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('restores the statuses and profile it can vouch for, drops the rest, and asks again', async () => {
    sessionStorage.setItem(
      STORAGE_KEY,
      storedCopy([
        {
          queryKey: ['services-status', 7],
          data: [{ service: 'ein-application', status: 'SUBMITTED', updated_at: '2026-11-23' }],
        },
        { queryKey: ['owner-profile', 7], data: { first_name: 'No id or email' } },
        { queryKey: ['something-else'], data: 'not the dashboard’s' },
      ]),
    );
    await restoreDashboardCache(client);
    expect(client.getQueryData(['services-status', 7])).toEqual([
      { service: 'ein-application', status: 'SUBMITTED', updated_at: '2026-11-23' },
    ]);
    expect(client.getQueryData(['owner-profile', 7])).toBeUndefined();
    expect(client.getQueryData(['something-else'])).toBeUndefined();
    // Shown at once, but stale: the first mount asks the network again.
    expect(client.getQueryState(['services-status', 7])?.isInvalidated).toBe(true);

    // The network's answer is kept as the page goes away, without waiting for the next write.
    const answer = [{ service: 'ein-application', status: 'ACTIVE', updated_at: '2026-11-25' }];
    client.setQueryData(['services-status', 7], answer);
    window.dispatchEvent(new Event('pagehide'));
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as {
      clientState?: { queries?: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    };
    expect(kept.clientState?.queries?.map((query) => [query.queryKey, query.state.data])).toEqual([
      [['services-status', 7], answer],
    ]);
  });

  it('keeps an answer whose refresh failed (offline), but none older than a day', async () => {
    const profile = { ...TEST_OWNER, individual_id: 8 };
    client.setQueryData(['owner-profile', 8], profile);
    // Asking again fails with the network off: the profile stays the last one known.
    await client
      .fetchQuery({
        queryKey: ['owner-profile', 8],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(client.getQueryState(['owner-profile', 8])?.status).toBe('error');
    client.setQueryData(['services-status', 8], [], { updatedAt: Date.now() - 25 * 3600_000 });
    window.dispatchEvent(new Event('pagehide'));
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as {
      clientState?: { queries?: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    };
    const keys = kept.clientState?.queries?.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(['owner-profile', 8]));
    expect(keys).not.toContain(JSON.stringify(['services-status', 8]));
  });
});
