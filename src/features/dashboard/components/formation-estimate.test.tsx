import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { TOKEN_KEYS } from '../../../api/token-store';
import { yearOf } from '../../../domain/estimates/calendar-date';
import {
  estimatedDeliveryDate,
  formatEstimatedDate,
} from '../../../domain/estimates/estimated-date';
import { chicagoWallClock } from '../../../domain/estimates/working-hours';
import type { ServiceStatus } from '../../../domain/services/service-statuses';
import { tokenExpiringIn } from '../../../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { TEST_OWNER } from '../../../../tests/support/test-owner';
import { FormationEstimate } from './formation-estimate';

const TEN_DAYS_S = 10 * 86_400;
const HOLIDAYS = ['2026-11-11', '2026-11-26', '2026-12-25', '2027-01-01'];

/** A cache already holding the holidays, the Texas packages and, optionally, the business list. */
function seededClient(businesses?: unknown[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const year = yearOf(chicagoWallClock(new Date()).date);
  client.setQueryData(['checkout', 'holidays', year], HOLIDAYS);
  client.setQueryData(['checkout', 'holidays', year + 1], HOLIDAYS);
  client.setQueryData(
    ['checkout', 'packages', 'TX'],
    [
      {
        name: 'GROWTH',
        products: [{ name: 'LLC_FORMATION', standard_time: TEN_DAYS_S, expedited_time: 86_400 }],
      },
    ],
  );
  if (businesses) client.setQueryData(['business-list', 1], businesses);
  return client;
}

function renderEstimate(client: QueryClient, formationStatus: ServiceStatus | undefined) {
  render(
    <QueryClientProvider client={client}>
      <FormationEstimate owner={TEST_OWNER} formationStatus={formationStatus} />
    </QueryClientProvider>,
  );
}

describe("the formation's estimated filing date", () => {
  const fetchMock = vi.fn(async () => new Response('{"message":"Not found"}', { status: 404 }));
  beforeEach(() => {
    setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
    // Signed in as owner 1, whose business list the cache may hold.
    localStorage.setItem(TOKEN_KEYS.access, tokenExpiringIn(3600, '1'));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('counts from the submission once the formation is submitted, whatever the day today', async () => {
    // Submitted Monday 2 November 2026 at 10:00 in Chicago; Veterans Day is skipped.
    renderEstimate(seededClient([{ submitted_at: '2026-11-02T16:00:00.000Z' }]), 'IN_PROGRESS');
    expect((await screen.findByText(/2026$/)).textContent).toBe('Tuesday, November 17, 2026');
  });

  it('counts from now while the formation is only purchased, without asking for the businesses', async () => {
    renderEstimate(seededClient(), 'PURCHASED');
    const expected = formatEstimatedDate(estimatedDeliveryDate(new Date(), 10, new Set(HOLIDAYS)));
    expect((await screen.findByText(expected)).tagName).toBe('TIME');
    const asked = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(asked.some((url) => url.includes('/business/list'))).toBe(false);
  });

  it("says 'Date calculation error' when the submission time cannot be loaded", async () => {
    renderEstimate(seededClient(), 'SUBMITTED');
    expect(await screen.findByText('Date calculation error')).toBeTruthy();
  });
});
