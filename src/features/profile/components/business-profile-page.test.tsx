import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiringIn } from '../../../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { TOKEN_KEYS } from '../../../api/token-store';
import { FILED_BUSINESS } from '../../../../tests/support/business-records';
import { listedDocument } from '../../../../tests/support/listed-document';
import { AMENDMENT_LINK_LABEL, onFileWithState } from '../../../domain/owner-details/owner-details';
import { PRODUCTS_PATH } from '../../../domain/services/service-paths';
import { EIN_REVEAL_OFFLINE } from '../../../ui/ein-number';
import {
  BusinessProfilePage,
  LOAD_ERROR_MESSAGE,
  NO_BUSINESS_MESSAGE,
} from './business-profile-page';
import { NO_ORDERS_MESSAGE } from './order-history';

/** The question service's levels of 459110 (the title shown beside the code). */
const NAICS: Record<string, unknown> = {
  '/question-service/v1/naics_sectors': [{ code: '45', code_title: 'Retail Trade' }],
  '/question-service/v1/naics_industries?sector=45': [
    { code: '4591', code_title: 'Sporting Goods, Hobby, and Musical Instrument Retailers' },
  ],
  '/question-service/v1/naics_codes?industry=4591': [
    { code: '459110', code_title: 'Sporting Goods Retailers' },
  ],
};

type ListAnswer = { status: number; body?: unknown } | 'never';

/** What GET /api/v1/amendment/history/1 answers: no amendment, unless a test says. */
let historyEntries: unknown[] = [];
/** What GET /api/v1/services/orders/1 answers: no order, unless a test says. */
let orders: unknown[] = [];

/**
 * An order as the orders call lists it, from the statuses it took and their days (at 16:00 UTC):
 * its status is the last, ordered on the first day, updated on the last.
 */
function placedOrder(
  id: number,
  service: string,
  steps: ReadonlyArray<[status: string, day: string]>,
  expected: unknown = null,
) {
  const at = (day: string) => `${day}T16:00:00.000Z`;
  return {
    id,
    service,
    status: steps.at(-1)![0],
    ordered_at: at(steps[0]![1]),
    updated_at: at(steps.at(-1)![1]),
    history: steps.map(([status, day]) => ({ status, changed_at: at(day), reason: null })),
    expected,
  };
}
/** What GET /api/v1/services/documents/list/1 answers: no document, unless a test says. */
let documents: unknown[] = [];

/** The full EIN GET /api/v1/business/ein/1 reveals, and how often it was asked. */
const FULL_EIN = '84-1234567';
let einAsked = 0;

/** Answers the business list with `answers` in turn (the last one repeats) and NAICS lookups. */
function stubServer(...answers: ListAnswer[]) {
  let listCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (url === '/api/v1/business/list') {
        const answer = answers[Math.min(listCalls, answers.length - 1)]!;
        listCalls += 1;
        if (answer === 'never') return new Promise<Response>(() => undefined);
        return json(answer.status, answer.body ?? { message: 'Not found' });
      }
      if (url === '/api/v1/business/ein/1') {
        einAsked += 1;
        return json(200, { ein: FULL_EIN });
      }
      if (url === '/api/v1/services/orders/1') return json(200, { individual_id: 1, orders });
      if (url === '/api/v1/services/documents/list/1') {
        return json(200, { individual_id: 1, documents });
      }
      if (url === '/api/v1/amendment/history/1') {
        return json(200, { individual_id: 1, business_id: '7', entries: historyEntries });
      }
      return NAICS[url] ? json(200, NAICS[url]) : json(404, { message: 'Not found' });
    }),
  );
  return { listCalls: () => listCalls };
}

function renderPage() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <BusinessProfilePage />
    </QueryClientProvider>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });
const detail = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

beforeEach(() => {
  historyEntries = [];
  einAsked = 0;
  orders = [];
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  localStorage.setItem(TOKEN_KEYS.access, tokenExpiringIn(3600, '1'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
});

describe('BusinessProfilePage', () => {
  it('shows its heading and a loading placeholder while the business loads', () => {
    stubServer('never');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Business Profile' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your business profile…' })).toBeTruthy();
    expect(document.title).toContain('Your Business Profile');
  });

  it('dates the filing on Charter’s calendar, as its formation date: never formed before filed', async () => {
    // 21:00 in Chicago on November 30, already December 1 for a reader east of it.
    const lateFiling = {
      ...FILED_BUSINESS,
      status: 'ACTIVE',
      submitted_at: '2026-12-01T03:00:00.000Z',
      formed_on: '2026-11-30',
    };
    stubServer({ status: 200, body: { businesses: [lateFiling] } });
    renderPage();
    await screen.findByRole('article', { name: 'Bluebonnet Bikes LLC' });
    const details = region('Business details');
    expect(detail(details, 'Filed with the state')).toBe('November 30, 2026');
    expect(detail(details, 'Formed on')).toBe('November 30, 2026');
  });

  it('shows the business, its addresses, owners and registered agent', async () => {
    stubServer({ status: 200, body: { businesses: [FILED_BUSINESS] } });
    renderPage();

    const business = await screen.findByRole('article', { name: 'Bluebonnet Bikes LLC' });
    expect(within(business).getByRole('heading', { level: 2 }).textContent).toBe(
      'Bluebonnet Bikes LLC',
    );
    const details = region('Business details');
    expect(detail(details, 'Official business name')).toBe('Bluebonnet Bikes LLC');
    expect(detail(details, 'Business type')).toBe('LLC');
    expect(detail(details, 'State of formation')).toBe('Texas');
    expect(detail(details, 'Status')).toBe('Submitted');
    expect(detail(details, 'Filing speed')).toBe('Rapid filing (1 business day)');
    expect(detail(details, 'Filed with the state')).toBe('March 4, 2025');
    expect(detail(details, 'EIN (federal tax ID)')).toBe('Not on file with Charter');
    await waitFor(() =>
      expect(detail(details, 'Industry (NAICS code)')).toBe('459110 · Sporting Goods Retailers'),
    );

    expect(region('Business address').textContent).toContain(
      '301 Congress AveSTE 200Austin, Texas 78701',
    );
    expect(region('Mailing address').textContent).toContain('PO Box 1234Houston, Texas 77001');

    const owners = within(region('Owners')).getAllByRole('listitem');
    expect(owners).toHaveLength(2);
    expect(within(owners[0]!).getByRole('heading', { level: 4 }).textContent).toBe('Rosa Alvarez');
    expect(within(owners[0]!).getByText('Managing member')).toBeTruthy();
    expect(within(owners[0]!).getByText('Primary contact')).toBeTruthy();
    expect(detail(owners[0]!, 'Email')).toBe('rosa@bluebonnetbikes.example');
    expect(detail(owners[0]!, 'Phone')).toBe('+1 (512) 555-0100');
    expect(detail(owners[0]!, 'Ownership')).toBe('60%');
    expect(detail(owners[0]!, 'Address')).toBe('1100 Barton Springs RdAustin, Texas 78704');
    expect(within(owners[1]!).getByRole('heading').textContent).toBe('Luis Ortega');
    expect(within(owners[1]!).queryByText('Primary contact')).toBeNull();
    expect(detail(owners[1]!, 'Ownership')).toBe('40%');

    const agent = region('Registered agent');
    expect(detail(agent, 'Agent type')).toBe('Individual');
    expect(detail(agent, 'Name')).toBe('Dana Smith');
    expect(detail(agent, 'Address')).toBe('500 Main StDallas, Texas 75201');
  });

  it("shows each member's type (an Agent as Individual), and says what only an amendment changes, with the way to it", async () => {
    const [rosa, luis] = FILED_BUSINESS.owners;
    stubServer({
      status: 200,
      body: {
        businesses: [{ ...FILED_BUSINESS, owners: [rosa, { ...luis!, member_type: 'Agent' }] }],
      },
    });
    renderPage();
    await screen.findByRole('article', { name: 'Bluebonnet Bikes LLC' });
    const owners = within(region('Owners')).getAllByRole('listitem');
    expect(detail(owners[0]!, 'Member type')).toBe('Owner');
    expect(detail(owners[1]!, 'Member type')).toBe('Individual');
    expect(
      within(owners[1]!).getByRole('button', { name: 'Edit contact details of Luis Ortega' }),
    ).toBeTruthy();

    const notes = [
      ['Business details', 'The business name, type and state of formation are'],
      ['Business address', 'The business address is'],
      ['Owners', "Members' names and ownership are"],
    ] as const;
    for (const [section, subject] of notes) {
      expect(region(section).textContent).toContain(onFileWithState(subject));
      const link = within(region(section)).getByRole('link', { name: AMENDMENT_LINK_LABEL });
      // Not bought (no service statuses here): the Products page, which sells it.
      expect(link.getAttribute('href')).toBe(PRODUCTS_PATH);
    }
    // The mailing address is the owner's own: edited here, not through the state.
    const mailing = region('Mailing address');
    expect(within(mailing).queryByRole('link')).toBeNull();
    expect(within(mailing).getByRole('button', { name: 'Edit mailing address' })).toBeTruthy();
  });

  it('shows the EIN masked and reveals it in full only when the owner asks, online', async () => {
    stubServer({
      status: 200,
      body: { businesses: [{ ...FILED_BUSINESS, ein_masked: '**-***4567' }] },
    });
    renderPage();
    await screen.findByRole('article', { name: 'Bluebonnet Bikes LLC' });
    const details = region('Business details');
    expect(detail(details, 'EIN (federal tax ID)')).toContain('**-***4567');
    expect(within(details).getByText('ending in 4567')).toBeTruthy();
    expect(einAsked).toBe(0);

    fireEvent.click(within(details).getByRole('button', { name: 'Show the full EIN' }));
    await within(details).findByText(FULL_EIN);
    expect(einAsked).toBe(1);
    fireEvent.click(within(details).getByRole('button', { name: 'Hide the full EIN' }));
    expect(within(details).queryByText(FULL_EIN)).toBeNull();
    expect(detail(details, 'EIN (federal tax ID)')).toContain('**-***4567');

    // Offline, the number is not on this device to show: it says so instead of asking.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      fireEvent.click(within(details).getByRole('button', { name: 'Show the full EIN' }));
      expect((await within(details).findByRole('alert')).textContent).toBe(EIN_REVEAL_OFFLINE);
      expect(einAsked).toBe(1);
      expect(within(details).queryByText(FULL_EIN)).toBeNull();
    } finally {
      online.mockRestore();
    }
  });

  it('shows the NAICS code alone when its title cannot be looked up, saying nothing of it', async () => {
    stubServer({ status: 200, body: { businesses: [FILED_BUSINESS] } });
    // Spec dashboard §8: business class title lookup failures are silently ignored.
    const lookups = NAICS['/question-service/v1/naics_sectors'];
    delete NAICS['/question-service/v1/naics_sectors'];
    try {
      renderPage();
      await screen.findByRole('article', { name: 'Bluebonnet Bikes LLC' });
      const details = region('Business details');
      await waitFor(() => expect(detail(details, 'Industry (NAICS code)')).toBe('459110'));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      NAICS['/question-service/v1/naics_sectors'] = lookups;
    }
  });

  it("says when Charter's registered agent serves the business, and reads other statuses", async () => {
    stubServer({
      status: 200,
      body: {
        businesses: [
          {
            ...FILED_BUSINESS,
            status: 'PENDING_EXPERT_REVIEW',
            service_filing: 'standard',
            registered_agent: {
              ...FILED_BUSINESS.registered_agent,
              is_bizup_designated_agent: true,
            },
          },
        ],
      },
    });
    renderPage();
    const agent = await screen.findByRole('region', { name: 'Registered agent' });
    expect(agent.textContent).toContain(
      'Charter’s registered agent receives legal papers for your business in Texas.',
    );
    const details = region('Business details');
    expect(detail(details, 'Status')).toBe('Pending expert review');
    expect(detail(details, 'Filing speed')).toBe('Standard filing (5-10 business days)');
  });

  it('lists what each approved amendment changed, with the previous values', async () => {
    historyEntries = [
      {
        amendment_id: 3,
        submitted_at: '2026-09-01T15:00:00.000Z',
        applied_at: '2026-09-15T15:00:00.000Z',
        changes: [
          {
            section: 'Business name',
            previous: 'Bluebonnet Bikes LLC',
            current: 'Bluebonnet Cycles LLC',
          },
        ],
      },
    ];
    stubServer({ status: 200, body: { businesses: [FILED_BUSINESS] } });
    renderPage();
    const history = await screen.findByRole('region', { name: 'Amendment history' });
    expect(within(history).getByText(/Amended September 15, 2026/)).toBeTruthy();
    const change = within(history).getByText('Business name').nextElementSibling!;
    expect(change.textContent).toBe('Bluebonnet Cycles LLC (was Bluebonnet Bikes LLC)');
  });

  it('shows no history before an amendment is approved', async () => {
    stubServer({ status: 200, body: { businesses: [FILED_BUSINESS] } });
    renderPage();
    await screen.findByRole('region', { name: 'Owners' });
    await waitFor(() =>
      expect(
        vi.mocked(fetch).mock.calls.some(([url]) => String(url) === '/api/v1/amendment/history/1'),
      ).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Amendment history' })).toBeNull();
  });

  it('invites an owner without a business to start the formation', async () => {
    stubServer({ status: 200, body: { businesses: [] } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'No business yet' })).toBeTruthy();
    expect(screen.getByText(NO_BUSINESS_MESSAGE)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Start your LLC formation' }).getAttribute('href'),
    ).toBe('/formation/page1');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows an error with Try again, which loads the business once it answers', async () => {
    // A 404 is not retried, so the error shows after one request.
    const server = stubServer(
      { status: 404 },
      { status: 200, body: { businesses: [FILED_BUSINESS] } },
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LOAD_ERROR_MESSAGE);
    expect(alert.textContent).toContain('The server answered 404: Not found');
    expect(server.listCalls()).toBe(1);

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Bluebonnet Bikes LLC' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.listCalls()).toBe(2);
  });

  it('shows an error for an answer that is not a business list', async () => {
    stubServer({ status: 200, body: { businesses: 'none' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage();
      // A malformed answer counts as a failure: retried (1 s, 2 s, 4 s), then shown.
      await vi.advanceTimersByTimeAsync(8000);
      expect((await screen.findByRole('alert')).textContent).toContain(LOAD_ERROR_MESSAGE);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists every order, newest first, each with the steps it took', async () => {
    orders = [
      placedOrder(9, 'cert-good-standing', [['PURCHASED', '2026-11-20']]),
      placedOrder(4, 'cert-good-standing', [
        ['PURCHASED', '2026-10-02'],
        ['SUBMITTED', '2026-10-03'],
        ['ACTIVE', '2026-10-06'],
      ]),
    ];
    stubServer({ status: 200, body: { businesses: [FILED_BUSINESS] } });
    renderPage();
    window.location.hash = '#order-4';
    const section = await screen.findByRole('region', { name: 'Your orders' });
    const lists = await within(section).findAllByRole('list', { name: /^Steps of / });
    // A status mail's link (#order-4) lands on that order's timeline.
    await waitFor(() => expect(document.activeElement?.id).toBe('order-4'));
    window.location.hash = '';
    expect(lists.map((list) => list.getAttribute('aria-label'))).toEqual([
      'Steps of Certificate of Good Standing, ordered November 20, 2026',
      'Steps of Certificate of Good Standing, ordered October 2, 2026',
    ]);
    expect(
      within(lists[1]!)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Bought October 2, 2026',
      'Submitted to Charter October 3, 2026',
      'Filed with the state October 6, 2026',
      'Approved by the state October 6, 2026',
    ]);
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Bought November 20, 2026',
      'Submitted to Charter Not yet',
      'Filed with the state Not yet',
      'Approved by the state Not yet',
    ]);
  });

  it('shows when the IRS is expected to answer, on what it rests, and plainly when that is past', async () => {
    orders = [
      placedOrder(
        3,
        'ein-application',
        [
          ['PURCHASED', '2026-01-02'],
          ['SUBMITTED', '2026-01-05'],
        ],
        {
          by: '2026-01-09',
          basis:
            'The IRS takes about 4 business days for an application sent by fax (IRS Publication 1635).',
          source_url: 'https://www.irs.gov/pub/irs-pdf/p1635.pdf',
          credit: null,
        },
      ),
    ];
    stubServer({ status: 200, body: { businesses: [FILED_BUSINESS] } });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Your orders' });
    const steps = await within(section).findByRole('list', { name: /^Steps of EIN/ });
    expect(within(steps).getAllByRole('listitem').at(-1)!.textContent).toBe(
      'EIN assigned by the IRS Expected by Friday, January 9, 2026',
    );
    expect(
      within(section)
        .getByRole('link', { name: /irs\.gov/ })
        .getAttribute('href'),
    ).toBe('https://www.irs.gov/pub/irs-pdf/p1635.pdf');
    expect(within(section).getByText(/^This is past its expected date\./).textContent).toContain(
      'follows it up with the IRS',
    );
  });

  it("shows the state's file number and effective date, and what came back for each order", async () => {
    orders = [
      placedOrder(9, 'llc-formation', [
        ['PURCHASED', '2026-11-02'],
        ['ACTIVE', '2026-11-20'],
      ]),
    ];
    documents = [
      listedDocument({
        document_id: 31,
        order_id: 9,
        title: 'Filed Articles of Organization',
        file_name: 'articles.pdf',
      }),
    ];
    stubServer({
      status: 200,
      body: {
        businesses: [
          {
            ...FILED_BUSINESS,
            status: 'ACTIVE',
            state_file_number: '805512345',
            formed_on: '2026-11-17',
          },
        ],
      },
    });
    renderPage();
    const details = await screen.findByRole('region', { name: 'Business details' });
    expect(within(details).getByText('State file number').nextSibling?.textContent).toBe(
      '805512345',
    );
    expect(within(details).getByText('Effective date').nextSibling?.textContent).toBe(
      'November 17, 2026',
    );
    const section = screen.getByRole('region', { name: 'Your orders' });
    const returned = await within(section).findByRole('link', {
      name: 'Filed Articles of Organization',
    });
    expect(returned.getAttribute('href')).toBe('/documents/company-documents');
    expect(returned.parentElement!.parentElement!.textContent).toBe(
      'Came back: Filed Articles of Organization (Company documents)',
    );
    documents = [];
  });

  it('says so when the owner has no order yet', async () => {
    stubServer({ status: 200, body: { businesses: [] } });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Your orders' });
    expect(await within(section).findByText(NO_ORDERS_MESSAGE)).toBeTruthy();
  });
});
