import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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
    const client = new QueryClient();
    await restoreDashboardCache(client);
    expect(client.getQueryData(['services-status', 7])).toEqual([
      { service: 'ein-application', status: 'SUBMITTED', updated_at: '2026-11-23' },
    ]);
    expect(client.getQueryData(['owner-profile', 7])).toBeUndefined();
    expect(client.getQueryData(['something-else'])).toBeUndefined();
    // Shown at once, but stale: the first mount asks the network again.
    expect(client.getQueryState(['services-status', 7])?.isInvalidated).toBe(true);
  });
});
