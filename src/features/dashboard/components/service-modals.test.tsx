import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { CheckoutProduct } from '../../../domain/checkout/checkout-product';
import type { OwnerProfile } from '../../../domain/owner-profile';
import { PurchaseSuccessModal } from './purchase-success-modal';
import { ServiceInfoModal } from './service-info-modal';

const OWNER: OwnerProfile = {
  individual_id: 1,
  email: 'rosa@bluebonnet.example',
  first_name: 'Rosa',
  last_name: 'Alvarez',
  phone: null,
  tier: 'STARTER',
  stripe_customer_id: 'cus_1',
  business_state: 'TX',
  add_ons: [],
};

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

describe('the Learn More modal', () => {
  it('offers the registered agent free for the first year, with the state fee and the renewal date a year from today', () => {
    render(
      withQueries(
        <ServiceInfoModal
          productKey="REGISTERED_AGENT"
          owner={OWNER}
          statuses={{}}
          products={PRODUCTS}
          onClose={noop}
          onPurchase={noop}
        />,
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Registered Agent' })).toBeTruthy();
    expect(screen.getByText('Free for 1st year')).toBeTruthy();
    expect(screen.getByText(/plus the state fee of \$300\.00/)).toBeTruthy();
    const nextYear = new Date();
    nextYear.setFullYear(nextYear.getFullYear() + 1);
    const renewal = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(nextYear);
    expect(screen.getByText(`Renews on ${renewal}.`)).toBeTruthy();
    expect(screen.getByText('Why Choose Registered Agent?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeTruthy();
  });

  it("shows EIN's formation-required notice and a disabled Continue while the formation is only purchased", () => {
    render(
      withQueries(
        <ServiceInfoModal
          productKey="EIN_APPLICATION"
          owner={OWNER}
          statuses={{ EIN_APPLICATION: 'SUBMITTED', LLC_FORMATION: 'PURCHASED' }}
          products={PRODUCTS}
          onClose={noop}
          onPurchase={noop}
        />,
      ),
    );
    expect(
      screen.getByText(
        'You need to finish your business formation before you can complete your EIN filing.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Purchase' })).toBeNull();
  });

  it('says progress is saved in the estimated-time box of a purchased service', () => {
    render(
      withQueries(
        <ServiceInfoModal
          productKey="EIN_APPLICATION"
          owner={OWNER}
          statuses={{ EIN_APPLICATION: 'PURCHASED', LLC_FORMATION: 'ACTIVE' }}
          products={PRODUCTS}
          onClose={noop}
          onPurchase={noop}
        />,
      ),
    );
    expect(screen.getByText('Estimated time: 3 minutes')).toBeTruthy();
    expect(screen.getByText('Your progress is saved automatically.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/ein/page1');
  });
});

describe('the success modal', () => {
  it("says 'LLC needs to be Active' after buying a registered agent before any formation", () => {
    render(
      withQueries(
        <PurchaseSuccessModal
          productKey="REGISTERED_AGENT"
          formationStatus={undefined}
          onClose={noop}
        />,
      ),
    );
    expect(screen.getByText('LLC needs to be Active')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toBeTruthy();
  });

  it("leads to the formation ('Go to Business Formation') while it is only purchased", () => {
    render(
      withQueries(
        <PurchaseSuccessModal
          productKey="EIN_APPLICATION"
          formationStatus="PURCHASED"
          onClose={noop}
        />,
      ),
    );
    expect(
      screen.getByRole('link', { name: 'Go to Business Formation' }).getAttribute('href'),
    ).toBe('/formation/page1');
  });

  it('leads to the templates after buying them', () => {
    render(
      withQueries(
        <PurchaseSuccessModal
          productKey="DOC_LIBRARY"
          formationStatus={undefined}
          onClose={noop}
        />,
      ),
    );
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/templates');
  });
});
