import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ALABAMA_CALENDAR,
  TEXAS_CALENDAR,
  withAnnualReport,
} from '../../../../tests/support/compliance-calendars';
import { renderAtPath, signedInEachTest } from '../../../../tests/support/render-at-path';
import type { ComplianceCalendar } from '../../../domain/compliance/compliance-calendar';
import { ANNUAL_REPORT_OPEN_OFFER, AnnualReportDueLine } from './annual-report-due-line';

function answerCalendar(calendar: ComplianceCalendar | 'never') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      calendar === 'never'
        ? new Promise<Response>(() => undefined)
        : new Response(JSON.stringify(calendar), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
    ),
  );
}

const renderLine = () =>
  renderAtPath('/dashboard', <AnnualReportDueLine placeholder={<p>Loading the due date</p>} />);

signedInEachTest();

describe('the annual report card’s due date', () => {
  it('keeps the placeholder while the calendar loads', () => {
    answerCalendar('never');
    renderLine();
    expect(screen.getByText('Loading the due date')).toBeTruthy();
  });

  it('says when it is due, how far off, and the state fee with its source', async () => {
    answerCalendar(TEXAS_CALENDAR);
    renderLine();
    const line = await screen.findByText('Due May 15, 2027 · in 170 days · state fee $0.00');
    expect(line.className).toBe('ch-due-line__text');
    expect(screen.getByText(/^Source:/).textContent).toBe(
      'Source: comptroller.texas.gov (opens in a new tab), verified July 17, 2026',
    );
    expect(screen.getByRole('link', { name: 'See all your deadlines' }).getAttribute('href')).toBe(
      '/compliance',
    );
  });

  it('says overdue in words, in red', async () => {
    answerCalendar(withAnnualReport({ status: 'overdue', days_until_due: -1 }));
    renderLine();
    const line = await screen.findByText('Due May 15, 2027 · 1 day overdue · state fee $0.00');
    expect(line.className).toContain('ch-due-line__text--overdue');
  });

  it('says a fee with no published figure is confirmed before filing', async () => {
    answerCalendar(withAnnualReport({ fee: { status: 'unknown' }, days_until_due: 1 }));
    renderLine();
    expect(
      await screen.findByText('Due May 15, 2027 · in 1 day · state fee confirmed before filing'),
    ).toBeTruthy();
    expect(screen.queryByText(/^Source:/)).toBeNull();
  });

  it('says the state has no annual report', async () => {
    answerCalendar(ALABAMA_CALENDAR);
    renderLine();
    expect(await screen.findByText('Alabama has no annual report')).toBeTruthy();
    expect(screen.getByText(/^Source:/).textContent).toContain('sos.alabama.gov');
  });

  it('says what a due date set by the tax year depends on', async () => {
    answerCalendar(
      withAnnualReport({ status: 'needs', needs: 'tax-year-end' } as Parameters<
        typeof withAnnualReport
      >[0]),
    );
    renderLine();
    expect(
      await screen.findByText('Due date follows your tax year end · state fee $0.00'),
    ).toBeTruthy();
  });

  it('offers the occurrence whose window is open once the owner may order it, and only then', async () => {
    answerCalendar(withAnnualReport({ status: 'open', days_until_due: 20 }));
    renderAtPath(
      '/dashboard',
      <AnnualReportDueLine placeholder={<p>Loading the due date</p>} orderable />,
    );
    expect(await screen.findByText(ANNUAL_REPORT_OPEN_OFFER)).toBeTruthy();
  });

  it('offers nothing while an order of it is open', async () => {
    answerCalendar(withAnnualReport({ status: 'open', days_until_due: 20 }));
    renderLine();
    await screen.findByText(/^Due May 15, 2027/);
    expect(screen.queryByText(ANNUAL_REPORT_OPEN_OFFER)).toBeNull();
  });
});
