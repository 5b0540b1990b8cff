import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { yearOf } from '../../../domain/estimates/calendar-date';
import { chicagoWallClock } from '../../../domain/estimates/working-hours';
import { catalogueItem } from '../../../domain/services/service-catalogue';
import type { PlacedOrder } from '../../../domain/contracts/service-orders';
import { RESUBMITTED_ONCE } from '../../../domain/services/service-orders';
import type { ServiceStatus } from '../../../domain/services/service-statuses';
import { ServiceCard } from './service-card';

const HOLIDAYS = ['2026-11-11', '2026-11-26'];

/** A cache already holding this year's and next year's holidays, as the dashboard keeps them. */
function withHolidays() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const year = yearOf(chicagoWallClock(new Date()).date);
  client.setQueryData(['checkout', 'holidays', year], HOLIDAYS);
  client.setQueryData(['checkout', 'holidays', year + 1], HOLIDAYS);
  return client;
}

function renderEinCard(
  status: ServiceStatus,
  statusSince: string | undefined,
  client = withHolidays(),
) {
  render(
    <QueryClientProvider client={client}>
      <ServiceCard
        item={catalogueItem('EIN_APPLICATION')}
        status={status}
        statusSince={statusSince}
        formationStatus="SUBMITTED"
        priceText="$150.00"
        onLearnMore={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe("the EIN card once the application is submitted (dashboard §4 'Preparing Your IRS Filing')", () => {
  it('shows the banner and the estimated date, counted from the submission', () => {
    // Submitted Monday 9 November 2026 at 10:00 in Chicago; Veterans Day is skipped.
    renderEinCard('SUBMITTED', '2026-11-09T16:00:00.000Z');
    const banner = screen.getByRole('note');
    expect(banner.textContent).toContain('Preparing Your IRS Filing');
    expect(banner.textContent).toContain('Estimated EIN date: Monday, November 16, 2026');
  });

  it('shows the banner without a date once the IRS has it', () => {
    renderEinCard('IN_PROGRESS', '2026-11-10T16:00:00.000Z');
    const banner = screen.getByRole('note');
    expect(banner.textContent).toBe('Under IRS Review');
  });

  it("says 'Date calculation error' when the submission time is unknown", () => {
    renderEinCard('SUBMITTED', undefined);
    expect(screen.getByRole('note').textContent).toContain(
      'Estimated EIN date: Date calculation error',
    );
  });
});

/** An EIN order as the orders call lists it: bought on 2 November, then `steps`. */
function einOrder(status: string, updatedAt: string, steps: PlacedOrder['history']): PlacedOrder {
  return {
    id: 12,
    service: 'ein-application',
    status,
    ordered_at: '2026-11-02T16:00:00.000Z',
    updated_at: updatedAt,
    history: [
      { status: 'PURCHASED', changed_at: '2026-11-02T16:00:00.000Z', reason: null },
      ...steps,
    ],
    expected: null,
  };
}

/** The EIN card with `order` as its latest, in the status the order is in. */
function renderWithOrder(order: PlacedOrder) {
  render(
    <QueryClientProvider client={withHolidays()}>
      <ServiceCard
        item={catalogueItem('EIN_APPLICATION')}
        status={order.status}
        statusSince={order.updated_at}
        formationStatus="ACTIVE"
        priceText="$150.00"
        onLearnMore={() => undefined}
        latestOrder={order}
      />
    </QueryClientProvider>,
  );
}

describe('the card’s line for its latest order (decision 0086)', () => {
  it('keeps its place while its code loads, then says the last step reached', async () => {
    const submittedAt = '2026-11-03T16:00:00.000Z';
    renderWithOrder(
      einOrder('SUBMITTED', submittedAt, [
        { status: 'SUBMITTED', changed_at: submittedAt, reason: null },
      ]),
    );
    const loading = `Loading the progress of ${catalogueItem('EIN_APPLICATION').title}`;
    expect(screen.getByRole('status', { name: loading })).toBeTruthy();
    expect((await screen.findByText(/^Submitted to Charter/)).textContent).toBe(
      'Submitted to Charter November 3, 2026',
    );
    expect(screen.queryByRole('status', { name: loading })).toBeNull();
  });
});

describe('a rejected order’s block (decision 0090)', () => {
  const rejectedOrder = (...reasons: string[]) =>
    einOrder(
      'REJECTED',
      '2026-11-09T16:00:00.000Z',
      reasons.flatMap((reason) => [
        { status: 'SUBMITTED', changed_at: '2026-11-03T16:00:00.000Z', reason: null },
        { status: 'REJECTED', changed_at: '2026-11-09T16:00:00.000Z', reason },
      ]),
    );

  it('says who rejected it and why, and reopens the flow once; Contact Support asks about it', () => {
    renderWithOrder(rejectedOrder('The name does not match the SSN'));
    const block = screen.getByRole('note');
    expect(block.textContent).toContain('Rejected by IRS');
    expect(block.textContent).toContain('Reason: The name does not match the SSN');
    expect(screen.getByRole('link', { name: 'Correct and resubmit' }).getAttribute('href')).toBe(
      catalogueItem('EIN_APPLICATION').flowPath,
    );
    const support = new URL(
      screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')!,
      'http://charter.test',
    );
    expect(support.pathname).toBe('/submit-request');
    expect(support.searchParams.get('question')).toBe(
      'About my rejected EIN / Tax ID order. The reason given: The name does not match the SSN',
    );
  });

  it('is not reopened a second time', () => {
    renderWithOrder(rejectedOrder('First reason', 'Still no match'));
    expect(screen.getByRole('note').textContent).toContain('Reason: Still no match');
    expect(screen.queryByRole('link', { name: 'Correct and resubmit' })).toBeNull();
    expect(screen.getByText(RESUBMITTED_ONCE)).toBeTruthy();
  });
});
