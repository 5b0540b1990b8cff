import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import type { CheckoutProduct } from '../../../domain/checkout/checkout-product';
import type { ProductKey } from '../../../domain/checkout/product-keys';
import type { OwnerProfile } from '../../../domain/owner-profile';
import { RETURN_TO_DASHBOARD_LABEL } from '../../../domain/services/service-paths';
import type { ServiceOrder } from '../../../domain/services/service-prices';
import type { ServiceStatus, ServiceStatuses } from '../../../domain/services/service-statuses';
import { TEST_OWNER } from '../../../../tests/support/test-owner';
import { PurchaseSuccessModal } from './purchase-success-modal';
import { ServiceInfoModal } from './service-info-modal';

const OWNER: OwnerProfile = { ...TEST_OWNER, tier: 'STARTER', stripe_customer_id: 'cus_1' };

const product = (name: string, cents: number): CheckoutProduct =>
  ({ name, unit_price: cents, price_id: `price_tx_${name}` }) as CheckoutProduct;

const PRODUCTS = [
  product('REGISTERED_AGENT', 9900),
  product('TX-STATE', 30000),
  product('EIN_APPLICATION', 9900),
];

function withQueries(ui: ReactNode) {
  return <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>;
}

const noop = () => undefined;

function renderInfoModal(productKey: ProductKey, statuses: ServiceStatuses, pricesLoading = false) {
  render(
    withQueries(
      <ServiceInfoModal
        productKey={productKey}
        owner={OWNER}
        statuses={statuses}
        products={pricesLoading ? [] : PRODUCTS}
        pricesLoading={pricesLoading}
        onClose={noop}
        onPurchase={noop}
      />,
    ),
  );
}

function renderSuccessModal(productKey: ProductKey, formationStatus: ServiceStatus | undefined) {
  render(
    withQueries(
      <PurchaseSuccessModal
        productKey={productKey}
        formationStatus={formationStatus}
        returnLabel={RETURN_TO_DASHBOARD_LABEL}
        onClose={noop}
      />,
    ),
  );
}

describe('the Learn More modal', () => {
  it('offers the registered agent free for the first year, with no state fee and the renewal date a year from today', () => {
    renderInfoModal('REGISTERED_AGENT', {});
    expect(screen.getByRole('dialog', { name: 'Registered Agent' })).toBeTruthy();
    expect(screen.getByText('Free for 1st year')).toBeTruthy();
    expect(screen.queryByText(/state fee/)).toBeNull();
    const nextYear = new Date();
    nextYear.setFullYear(nextYear.getFullYear() + 1);
    const renewal = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(nextYear);
    expect(screen.getByText(`Renews on ${renewal}.`)).toBeTruthy();
    expect(screen.getByText('Why Choose Registered Agent?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeTruthy();
  });

  it('offers Buy again once the last order of a service needed again has ended, never while one is open', () => {
    const onPurchase = vi.fn();
    const { unmount } = render(
      withQueries(
        <ServiceInfoModal
          productKey="EIN_APPLICATION"
          owner={OWNER}
          statuses={{ LLC_FORMATION: 'ACTIVE', EIN_APPLICATION: 'REJECTED' }}
          products={PRODUCTS}
          pricesLoading={false}
          onClose={noop}
          onPurchase={onPurchase}
        />,
      ),
    );
    expect(screen.getByText(/Your last order of it has ended/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy again' }));
    expect(onPurchase).toHaveBeenCalledWith(
      expect.objectContaining({ product: expect.objectContaining({ name: 'EIN_APPLICATION' }) }),
    );
    unmount();

    // Had once per business: done, it is not sold again; open, neither.
    renderInfoModal('EIN_APPLICATION', { LLC_FORMATION: 'ACTIVE', EIN_APPLICATION: 'ACTIVE' });
    expect(screen.queryByRole('button', { name: 'Buy again' })).toBeNull();
  });

  it("shows EIN's formation-required notice and a disabled Continue while the formation is only purchased", () => {
    renderInfoModal('EIN_APPLICATION', {
      EIN_APPLICATION: 'SUBMITTED',
      LLC_FORMATION: 'PURCHASED',
    });
    expect(
      screen.getByText(
        'You need to finish your business formation before you can complete your EIN filing.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Purchase' })).toBeNull();
  });

  it('says why Continue is held back for a bought service waiting on the formation', () => {
    renderInfoModal('LLC_AMENDMENT', { LLC_AMENDMENT: 'PURCHASED' });
    expect(
      screen.getByText('This service starts once your business formation is complete.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows no price until the checkout answers, and Purchase waits for it', () => {
    renderInfoModal('EIN_APPLICATION', {}, true);
    expect(screen.getByRole('status', { name: 'Loading the price' })).toBeTruthy();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Purchase' }).hasAttribute('disabled')).toBe(true);
  });

  it('says progress is saved in the estimated-time box of a purchased service', () => {
    renderInfoModal('EIN_APPLICATION', { EIN_APPLICATION: 'PURCHASED', LLC_FORMATION: 'ACTIVE' });
    expect(screen.getByText('Estimated time: 3 minutes')).toBeTruthy();
    expect(screen.getByText('Your progress is saved automatically.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/ein/page1');
  });
});

describe('the success modal', () => {
  it("says 'LLC needs to be Active' after buying a registered agent before any formation", () => {
    renderSuccessModal('REGISTERED_AGENT', undefined);
    expect(screen.getByText('LLC needs to be Active')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toBeTruthy();
  });

  it("leads to the formation ('Go to Business Formation') while it is only purchased", () => {
    renderSuccessModal('EIN_APPLICATION', 'PURCHASED');
    expect(
      screen.getByRole('link', { name: 'Go to Business Formation' }).getAttribute('href'),
    ).toBe('/formation/page1');
  });

  it('leads to the templates after buying them', () => {
    renderSuccessModal('DOC_LIBRARY', undefined);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/templates');
  });
});

describe('the Learn More modal’s state fee, from the state’s facts on the real server', () => {
  let server: TestServer;
  let texas: CheckoutProduct[];

  beforeAll(async () => {
    server = await startTestServer();
    const response = await fetch(`${server.url}/checkout/v1/dashboard_product/list?state=TX`);
    texas = ((await response.json()) as { products: CheckoutProduct[] }).products;
  }, 60_000);
  afterAll(() => server.stop());
  beforeEach(() =>
    setRuntimeConfigForTests({ ...TEST_RUNTIME_CONFIG, apiBaseUrl: `${server.url}/api` }),
  );
  afterEach(() => setRuntimeConfigForTests(null));

  /** The modal of a Texas business's service, priced by the real catalogue. */
  function renderTexan(productKey: ProductKey) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onPurchase = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <ServiceInfoModal
          productKey={productKey}
          owner={{ ...OWNER, business_state: 'Texas' }}
          statuses={{}}
          products={texas}
          pricesLoading={false}
          onClose={noop}
          onPurchase={onPurchase}
        />
      </QueryClientProvider>,
    );
    const factsLoaded = () =>
      waitFor(() =>
        expect(queryClient.getQueryState(['state-facts', 'TX'])?.status).toBe('success'),
      );
    return { onPurchase, factsLoaded };
  }

  it('adds the certificate’s own Texas fee with its source, and the order carries it', async () => {
    const { onPurchase } = renderTexan('CERT_GOOD_STANDING');
    // Its place is kept while the facts load.
    expect(screen.getByRole('status', { name: 'Loading the state fee' })).toBeTruthy();
    expect(
      await screen.findByText(
        /^The Texas state fee for the Certificate of Good Standing is \$15\.00, paid with your order\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /direct\.sos\.state\.tx\.us/ })).toBeTruthy();
    expect(screen.getByText(/, verified November 25, 2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    const [order] = onPurchase.mock.calls[0] as [ServiceOrder];
    expect(order.lines.map((line) => line.name)).toEqual([
      'CERT_GOOD_STANDING',
      'TX-CERT_GOOD_STANDING-STATE',
    ]);
  });

  it('says Texas charges no fee for the annual report, and adds none', async () => {
    const { onPurchase } = renderTexan('LLC_ANNUAL_REPORT');
    expect(
      await screen.findByText(/^Texas charges no state fee for the Annual Report\./),
    ).toBeTruthy();
    expect(screen.getByText(/, verified /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    const [order] = onPurchase.mock.calls[0] as [ServiceOrder];
    expect(order.lines.map((line) => line.name)).toEqual(['LLC_ANNUAL_REPORT']);
  });

  it('says an unsourced fee is confirmed before filing, invents no figure and charges none', async () => {
    const { onPurchase } = renderTexan('LLC_AMENDMENT');
    expect(
      await screen.findByText(
        'The Texas state fee for the Articles of Amendment is confirmed before filing; nothing is charged for it now.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    const [order] = onPurchase.mock.calls[0] as [ServiceOrder];
    expect(order.lines.map((line) => line.name)).toEqual(['LLC_AMENDMENT']);
  });

  it('shows the registered agent no state fee once the facts are in, and sells it alone', async () => {
    const { onPurchase, factsLoaded } = renderTexan('REGISTERED_AGENT');
    expect(screen.queryByRole('status', { name: 'Loading the state fee' })).toBeNull();
    await factsLoaded();
    expect(screen.queryByText(/state fee/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    const [order] = onPurchase.mock.calls[0] as [ServiceOrder];
    expect(order.lines.map((line) => line.name)).toEqual(['REGISTERED_AGENT']);
  });
});
