import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ALABAMA_CALENDAR,
  TEXAS_CALENDAR,
  TEXAS_LICENCE_RENEWALS,
  withAnnualReport,
} from '../../../../tests/support/compliance-calendars';
import { renderAtPath, signedInEachTest } from '../../../../tests/support/render-at-path';
import type { ComplianceCalendar } from '../../../domain/compliance/compliance-calendar';
import { DATE_SET_BY_THE_AGENCY } from '../../../domain/compliance/licence-renewal-words';
import { LINK_COPIED } from './calendar-feed-section';
import { CompliancePage, LOAD_ERROR_MESSAGE } from './compliance-page';

type Answer = { status: number; body?: unknown } | 'never';

const FEED_URL = `https://charter.example/api/v1/compliance/calendar/${'t'.repeat(43)}.ics`;
const NO_FEED = { individual_id: 1, active: false, created_at: null };

/** The server as the page sees it: the calendar (each request the next answer) and the feed. */
function stubServer({
  calendar = [{ status: 200, body: TEXAS_CALENDAR }],
  feed = NO_FEED,
}: { calendar?: Answer[]; feed?: object } = {}) {
  const requests: string[] = [];
  let calendarCalls = 0;
  let feedState = feed;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url}`);
      let answer: Answer = { status: 404, body: { message: 'Not found' } };
      if (url === '/api/v1/compliance/deadlines/1') {
        answer = calendar[Math.min(calendarCalls, calendar.length - 1)]!;
        calendarCalls += 1;
      } else if (url === '/api/v1/compliance/calendar-feed/1') {
        if (method === 'POST') {
          feedState = { individual_id: 1, active: true, created_at: '2026-11-26T15:00:00.000Z' };
          answer = { status: 201, body: { ...feedState, url: FEED_URL } };
        } else {
          if (method === 'DELETE') feedState = NO_FEED;
          answer = { status: 200, body: feedState };
        }
      }
      if (answer === 'never') return new Promise<Response>(() => undefined);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

const renderPage = () => renderAtPath('/compliance', <CompliancePage />);
const deadline = (title: string) => screen.getByRole('listitem', { name: title });
const detail = (item: HTMLElement, term: string) =>
  within(item).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

signedInEachTest();

describe('the compliance calendar page', () => {
  it('shows a placeholder while the calendar loads', async () => {
    stubServer({ calendar: ['never'] });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Compliance Calendar' })).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Loading your compliance calendar…' }));
  });

  it('lists each deadline with its due date, window, fee and the state’s words, each with its source', async () => {
    stubServer();
    renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Texas deadlines for Bluebonnet Bikes LLC',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/Counted from your formation on/).textContent).toContain(
      'March 10, 2026',
    );

    const report = deadline('Annual report');
    expect(within(report).getByText('Upcoming')).toBeTruthy();
    expect(within(report).getByText(/^Due/).textContent).toBe('Due May 15, 2027 · in 170 days');
    expect(detail(report, 'Filing window')).toBe('None set by the state: file by the due date');
    expect(detail(report, 'State fee')).toBe(
      '$0.00 Source: comptroller.texas.gov (opens in a new tab), verified July 17, 2026',
    );
    expect(detail(report, 'In the state’s words')).toBe(
      '“May 15” Source: comptroller.texas.gov (opens in a new tab), verified July 17, 2026',
    );
    expect(detail(report, 'The one after')).toBe('May 15, 2028');
    const source = within(report).getAllByRole('link', { name: /comptroller\.texas\.gov/ })[0]!;
    expect(source.getAttribute('href')).toBe('https://comptroller.texas.gov/taxes/franchise/');

    const tax = deadline('Franchise Tax');
    expect(detail(tax, 'Amount')).toMatch(/^\$0\.00 or more, depending on revenue Source:/);
    expect(detail(tax, 'Collected by')).toBe('Texas Comptroller of Public Accounts');
    expect(
      screen.getByText(
        'Due dates, fees and words: US LLC State Requirements Dataset (StartupSole LLC, 2026), CC BY 4.0.',
      ),
    ).toBeTruthy();
  });

  it('marks an overdue filing in words, and an open window', async () => {
    stubServer({
      calendar: [
        {
          status: 200,
          body: withAnnualReport({ status: 'overdue', days_until_due: -3, opens: '2027-03-01' }),
        },
      ],
    });
    renderPage();
    const report = await screen.findByRole('listitem', { name: 'Annual report' });
    expect(within(report).getByText('Overdue')).toBeTruthy();
    expect(within(report).getByText('3 days overdue').className).toBe('ch-deadline__overdue');
    expect(detail(report, 'Filing window')).toBe('Opens March 1, 2027');
  });

  it('says the state has no annual report, and what a deadline needs to be dated', async () => {
    stubServer({ calendar: [{ status: 200, body: ALABAMA_CALENDAR }] });
    renderPage();
    const report = await screen.findByRole('listitem', { name: 'Annual report' });
    expect(within(report).getByText('Alabama has no annual report: nothing to file.')).toBeTruthy();
    expect(detail(report, 'In the state’s words')).toMatch(/^“N\/A” Source: sos\.alabama\.gov/);
    const tax = deadline('Business Privilege Tax');
    expect(within(tax).getByText('Needs information')).toBeTruthy();
    expect(
      within(tax).getByText(/Its due date is that of your business’s federal income tax return/),
    ).toBeTruthy();
  });

  it('explains why there are no deadlines before the formation is ACTIVE', async () => {
    const pending: ComplianceCalendar = {
      ...TEXAS_CALENDAR,
      business: { ...TEXAS_CALENDAR.business!, status: 'IN_PROGRESS', formed_on: null },
      deadlines: [],
    };
    const requests = stubServer({ calendar: [{ status: 200, body: pending }] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'No deadlines yet' })).toBeTruthy();
    expect(screen.getByText('Your formation of Bluebonnet Bikes LLC is with Texas.')).toBeTruthy();
    expect(screen.getByText(/count from the day Texas approves your LLC/)).toBeTruthy();
    // Nothing to subscribe to yet.
    expect(screen.queryByRole('heading', { name: 'Add to your calendar' })).toBeNull();
    expect(requests.some((request) => request.includes('calendar-feed'))).toBe(false);
  });

  /** The registered agent's renewal, as the calendar answers it. */
  const AGENT_RENEWAL = {
    id: 'renewal-REGISTERED_AGENT',
    product_key: 'REGISTERED_AGENT',
    title: 'Registered Agent renewal',
    due: '2027-11-20',
    days_until_due: 359,
    price_cents: 9900,
    ends: false,
  };

  it('lists Charter’s renewals with their price', async () => {
    stubServer({
      calendar: [
        {
          status: 200,
          body: {
            ...TEXAS_CALENDAR,
            renewals: [AGENT_RENEWAL],
          },
        },
      ],
    });
    renderPage();
    const renewal = await screen.findByRole('listitem', { name: 'Registered Agent renewal' });
    expect(within(renewal).getByText(/^Renews/).textContent).toBe(
      'Renews November 20, 2027 · in 359 days',
    );
    expect(within(renewal).getByText(/^\$99\.00 a year/)).toBeTruthy();
  });

  it('shows a cancelled renewal as ending, charged nothing (decision 0078)', async () => {
    stubServer({
      calendar: [
        {
          status: 200,
          body: {
            ...TEXAS_CALENDAR,
            renewals: [{ ...AGENT_RENEWAL, title: 'Registered Agent ends', ends: true }],
          },
        },
      ],
    });
    renderPage();
    const renewal = await screen.findByRole('listitem', { name: 'Registered Agent ends' });
    expect(within(renewal).getByText(/^Ends/).textContent).toBe(
      'Ends November 20, 2027 · in 359 days',
    );
    expect(within(renewal).getByText(/is not charged again/)).toBeTruthy();
    expect(within(renewal).queryByText(/a year/)).toBeNull();
  });

  it('lists the licence report’s renewals: dated where the agency sets the day, else its to set', async () => {
    stubServer({
      calendar: [
        { status: 200, body: { ...TEXAS_CALENDAR, license_renewals: TEXAS_LICENCE_RENEWALS } },
      ],
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'License renewals' });
    expect(
      within(section).getByText(/^The licenses your business license report of/).textContent,
    ).toContain('November 20, 2026');
    const [tobacco, food] = within(section).getAllByRole('listitem');
    expect(within(tobacco!).getByRole('heading', { level: 3 }).textContent).toBe(
      TEXAS_LICENCE_RENEWALS[0]!.licence,
    );
    expect(within(tobacco!).getByText(/^Renew by/).textContent).toBe(
      'Renew by May 31, 2028 · in 552 days',
    );
    expect(detail(tobacco!, 'How often')).toBe('Every 2 years');
    expect(detail(tobacco!, 'The agency’s renewal rule')).toBe(
      '“Permits expire May 31 of even-numbered years” Source: comptroller.texas.gov (opens in a new tab), verified November 29, 2026',
    );
    const agency = within(tobacco!).getByRole('link', { name: /Texas Comptroller/ });
    expect(agency.getAttribute('href')).toBe('https://comptroller.texas.gov/');

    expect(within(food!).getByRole('heading', { level: 3 }).textContent).toBe(
      'Retail food establishment permit',
    );
    expect(within(food!).getByText(DATE_SET_BY_THE_AGENCY).className).toBe('ch-deadline__due');
    expect(within(food!).queryByText(/^Renew by/)).toBeNull();
    expect(detail(food!, 'The agency’s renewal rule')).toMatch(
      /^“Renew every two years” Source: texreg\.sos\.state\.tx\.us/,
    );
  });

  it('offers the calendar feed for a dated licence renewal before the formation is ACTIVE, not for undated ones alone', async () => {
    const pending = {
      ...TEXAS_CALENDAR,
      business: { ...TEXAS_CALENDAR.business!, status: 'IN_PROGRESS', formed_on: null },
      deadlines: [],
    };
    stubServer({
      calendar: [
        { status: 200, body: { ...pending, license_renewals: TEXAS_LICENCE_RENEWALS.slice(1) } },
      ],
    });
    const undated = renderPage();
    expect(await screen.findByRole('region', { name: 'License renewals' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Add to your calendar' })).toBeNull();
    undated.unmount();

    stubServer({
      calendar: [{ status: 200, body: { ...pending, license_renewals: TEXAS_LICENCE_RENEWALS } }],
    });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Add to your calendar' })).toBeTruthy();
  });

  it('says what failed and tries again', async () => {
    // A 404 is not retried by itself (other failures are, three times, before the page says so).
    stubServer({
      calendar: [
        { status: 404, body: { message: 'Not found' } },
        { status: 200, body: TEXAS_CALENDAR },
      ],
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LOAD_ERROR_MESSAGE);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Annual report' })).toBeTruthy();
  });
});

describe('Add to your calendar', () => {
  it('makes a private link, shows it once with Copy, and revokes it after asking', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const requests = stubServer();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Add to your calendar' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Create calendar link' }));

    const link = await within(section).findByLabelText('Your private calendar link');
    expect((link as HTMLInputElement).value).toBe(FEED_URL);
    expect((link as HTMLInputElement).readOnly).toBe(true);
    expect(
      within(section)
        .getByRole('link', { name: 'Open in your calendar application' })
        .getAttribute('href'),
    ).toBe(FEED_URL.replace('https:', 'webcal:'));
    expect(within(section).getByText('Google Calendar')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FEED_URL));
    expect((await within(section).findByText(LINK_COPIED)).getAttribute('role')).toBe('status');

    fireEvent.click(within(section).getByRole('button', { name: 'Revoke link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke your calendar link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await within(section).findByRole('button', { name: 'Create calendar link' }));
    expect(within(section).queryByLabelText('Your private calendar link')).toBeNull();
    expect(requests).toContain('POST /api/v1/compliance/calendar-feed/1');
    expect(requests).toContain('DELETE /api/v1/compliance/calendar-feed/1');
  });

  it('says a link exists without showing it again, and offers a new one', async () => {
    stubServer({
      feed: { individual_id: 1, active: true, created_at: '2026-11-20T15:00:00.000Z' },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Add to your calendar' });
    expect(
      await within(section).findByText(/Your private calendar link was made on November 20, 2026/),
    ).toBeTruthy();
    expect(within(section).queryByLabelText('Your private calendar link')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'New link' }));
    expect(
      ((await within(section).findByLabelText('Your private calendar link')) as HTMLInputElement)
        .value,
    ).toBe(FEED_URL);
  });
});
