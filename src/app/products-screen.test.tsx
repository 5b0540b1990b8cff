import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInEachTest } from '../../tests/support/render-at-path';
import { TEST_OWNER } from '../../tests/support/test-owner';
import { PRODUCT_KEYS } from '../domain/checkout/product-keys';
import { productTitle } from '../domain/checkout/product-titles';
import { serviceNameOf } from '../domain/services/service-names';
import {
  AVAILABLE_TITLE,
  NO_SERVICES_YET,
  NOTHING_TO_ADD,
  PRODUCTS_SUBTITLE,
  YOUR_SERVICES_TITLE,
} from '../features/dashboard/components/products-page';
import { AppRoutes } from './routes';
import { renderAtPath } from './test-support';

signedInEachTest();

const STATUSES_URL = '/api/v1/services/status/1';
const PRODUCTS_URL = '/checkout/v1/dashboard_product/list?state=TX';

/** The checkout service's Texas prices: none of them the static table's (dashboard §9). */
const PRODUCTS = [
  { name: 'LLC_OPERATING_AGREEMENT', unit_price: 5900, price_id: 'price_oa' },
  { name: 'CERT_GOOD_STANDING', unit_price: 12500, price_id: 'price_cert' },
  { name: 'EIN_APPLICATION', unit_price: 8700, price_id: 'price_ein' },
  { name: 'TX-STATE', unit_price: 30000, price_id: 'price_tx' },
];

type Answer = { status: number; body: unknown } | 'never';

/**
 * The three reads of the page — the owner, the statuses, the prices — answered as given (the
 * statuses in turn, the last repeating); anything else is a 404.
 */
function stubServer(
  statuses: Answer[],
  products: Answer = { status: 200, body: { products: PRODUCTS } },
) {
  let statusCalls = 0;
  const answer = (url: string): Answer => {
    if (url.endsWith('/api/v1/individual/1')) return { status: 200, body: TEST_OWNER };
    if (url.endsWith(STATUSES_URL)) {
      statusCalls += 1;
      return statuses[Math.min(statusCalls, statuses.length) - 1]!;
    }
    if (url.endsWith(PRODUCTS_URL)) return products;
    return { status: 404, body: { message: 'Not found' } };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const reply = answer(String(input));
      if (reply === 'never') return new Promise<Response>(() => undefined);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { statusCalls: () => statusCalls };
}

/** GET /v1/services/status/1 listing `statuses` by product key. */
function statusesAnswer(statuses: Record<string, string>): Answer {
  return {
    status: 200,
    body: {
      individual_id: 1,
      services: Object.entries(statuses).map(([key, status]) => ({
        service: serviceNameOf(key as (typeof PRODUCT_KEYS)[number]),
        status,
        updated_at: '2026-11-02T15:00:00.000Z',
      })),
    },
  };
}

const group = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('article', { name });
const cardTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

describe('the Products page', () => {
  it("lists the owner's services with their status and next step, and every other with the checkout's price", async () => {
    stubServer([
      statusesAnswer({
        LLC_FORMATION: 'PURCHASED',
        EIN_APPLICATION: 'PURCHASED',
        REGISTERED_AGENT: 'PURCHASED',
        CERT_GOOD_STANDING: 'REJECTED',
      }),
    ]);
    renderAtPath('/services', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.getByText(PRODUCTS_SUBTITLE)).toBeTruthy();
    expect(document.title).toContain('Products');

    const yours = await screen.findByRole('region', { name: YOUR_SERVICES_TITLE });
    expect(cardTitles(yours)).toEqual([
      'Registered Agent',
      'EIN / Tax ID',
      'Business Formation',
      'Certificate of Good Standing',
    ]);
    expect(cardTitles(group(AVAILABLE_TITLE))).toEqual([
      'Articles of Amendment',
      'Annual Report',
      'Business License Report',
      'Operating Agreement',
      'Business Templates',
      'Expert Review',
      'Business Hub',
    ]);

    // Each bought service: its status, where it stands and its next step; no price to pay.
    const ein = card('EIN / Tax ID');
    expect(within(ein).getByText('Purchased')).toBeTruthy();
    expect(within(ein).getByRole('link', { name: 'Apply for Your EIN' }).getAttribute('href')).toBe(
      '/ein/page1',
    );
    const agent = card('Registered Agent');
    expect(
      within(agent).getByText(
        'You need to finish your business formation before you can appoint your registered agent.',
      ),
    ).toBeTruthy();
    expect(
      (within(agent).getByRole('button', { name: 'Appoint Your Agent' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    const formation = card('Business Formation');
    expect(within(formation).getByText('Purchased')).toBeTruthy();
    expect(
      within(formation)
        .getByRole('link', { name: 'Complete Business Registration' })
        .getAttribute('href'),
    ).toBe('/formation/page1');
    const certificate = card('Certificate of Good Standing');
    expect(within(certificate).getByText('Rejected')).toBeTruthy();
    expect(within(certificate).getByRole('link', { name: 'Contact Support' })).toBeTruthy();
    expect(within(yours).queryByText(/\$\d/)).toBeNull();

    // Each other service: not purchased, at the checkout service's price.
    const agreement = card('Operating Agreement');
    expect(within(agreement).getByText('Not purchased')).toBeTruthy();
    expect(await within(agreement).findByText('$59.00')).toBeTruthy();
    expect(
      within(agreement).getByRole('button', { name: 'Learn More about Operating Agreement' }),
    ).toBeTruthy();
  });

  it("opens a service's Learn More modal with its price and Purchase, and closes it", async () => {
    stubServer([statusesAnswer({ LLC_FORMATION: 'ACTIVE' })]);
    renderAtPath('/services', <AppRoutes />);
    const agreement = await screen.findByRole('article', { name: 'Operating Agreement' });
    expect(await within(agreement).findByText('$59.00')).toBeTruthy();
    fireEvent.click(
      within(agreement).getByRole('button', { name: 'Learn More about Operating Agreement' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Operating Agreement' });
    expect(within(dialog).getByText('Not purchased')).toBeTruthy();
    expect(within(dialog).getByText('$59.00')).toBeTruthy();
    expect(within(dialog).getByText('Why Choose Operating Agreement?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Purchase' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers every service to an owner who has none yet', async () => {
    stubServer([statusesAnswer({})]);
    renderAtPath('/services', <AppRoutes />);
    const yours = await screen.findByRole('region', { name: YOUR_SERVICES_TITLE });
    expect(within(yours).getByText(NO_SERVICES_YET)).toBeTruthy();
    expect(within(yours).queryByRole('article')).toBeNull();
    expect(cardTitles(group(AVAILABLE_TITLE))).toEqual(PRODUCT_KEYS.map(productTitle));
  });

  it('says so when the owner has every service', async () => {
    stubServer([statusesAnswer(Object.fromEntries(PRODUCT_KEYS.map((key) => [key, 'ACTIVE'])))]);
    renderAtPath('/services', <AppRoutes />);
    const available = await screen.findByRole('region', { name: AVAILABLE_TITLE });
    expect(within(available).getByText(NOTHING_TO_ADD)).toBeTruthy();
    expect(within(available).queryByRole('article')).toBeNull();
    expect(cardTitles(group(YOUR_SERVICES_TITLE))).toHaveLength(PRODUCT_KEYS.length);
  });

  it('holds the cards’ places while the statuses load', async () => {
    stubServer(['never']);
    renderAtPath('/services', <AppRoutes />);
    expect(await screen.findByRole('status', { name: 'Loading your services…' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: YOUR_SERVICES_TITLE })).toBeNull();
  });

  it('shows a price only once the checkout has answered', async () => {
    stubServer([statusesAnswer({})], 'never');
    renderAtPath('/services', <AppRoutes />);
    const agreement = await screen.findByRole('article', { name: 'Operating Agreement' });
    expect(
      within(agreement).getByRole('status', { name: 'Loading the price of Operating Agreement' }),
    ).toBeTruthy();
    expect(within(agreement).queryByText(/\$\d/)).toBeNull();
  });

  it('says the statuses could not be loaded, with Try again, which shows the services', async () => {
    const server = stubServer([
      { status: 500, body: { message: 'Internal error' } },
      { status: 500, body: { message: 'Internal error' } },
      { status: 500, body: { message: 'Internal error' } },
      statusesAnswer({ EIN_APPLICATION: 'ACTIVE' }),
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderAtPath('/services', <AppRoutes />);
      // Asked three times (two retries: foundation §7), then the error shows.
      await vi.advanceTimersByTimeAsync(5000);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('We could not load the status of your services.');
      expect(server.statusCalls()).toBe(3);
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      const ein = await screen.findByRole('article', { name: 'EIN / Tax ID' });
      expect(within(ein).getByText('Active')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
