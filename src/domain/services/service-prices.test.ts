import { describe, expect, it } from 'vitest';
import type { CheckoutProduct } from '../checkout/checkout-product';
import type { ProductKey } from '../checkout/product-keys';
import { orderTotalCents } from '../checkout/money';
import { displayPrice, serviceOrder, type ServiceOrder } from './service-prices';

/** What the checkout charges for an order: its lines' total. */
const totalOf = (order: ServiceOrder | null) => (order ? orderTotalCents(order.lines) : null);

const product = (name: string, unit_price: number): CheckoutProduct => ({
  name,
  unit_price,
  price_id: `price_${name}`,
});

describe('display prices (dashboard §9)', () => {
  it.each<[ProductKey, string, string]>([
    ['REGISTERED_AGENT', '$99', '$99/year after the free year'],
    ['LLC_AMENDMENT', '$99', '$49'],
    ['LLC_ANNUAL_REPORT', '$99', '$49'],
    ['BIZ_LICENSE_REPORT', '$99', '$99'],
    ['LLC_OPERATING_AGREEMENT', '$49', '$49'],
    ['EIN_APPLICATION', '$99', '$150'],
    ['LLC_FORMATION', '$99', '$99'],
    ['CERT_GOOD_STANDING', '$99', '$49'],
    ['DOC_LIBRARY', '$99', '$49'],
    ['EXPERT_REVIEW', '$99', '$99'],
    ['BUSINESS_HUB', 'Free', 'Free'],
  ])('without a checkout price %s reads %s in the modal and %s on the card', (key, modal, card) => {
    expect(displayPrice(key, 'modal')).toMatchObject({ text: modal, source: 'static' });
    expect(displayPrice(key, 'card', [])).toMatchObject({ text: card, source: 'static' });
  });

  it('shows the checkout service unit price in dollars with two decimals, in both places', () => {
    const products = [product('EIN_APPLICATION', 12950), product('DE-STATE', 11000)];
    expect(displayPrice('EIN_APPLICATION', 'modal', products)).toEqual({
      cents: 12950,
      text: '$129.50',
      source: 'checkout',
    });
    expect(displayPrice('EIN_APPLICATION', 'card', products)).toEqual({
      cents: 12950,
      text: '$129.50',
      source: 'checkout',
    });
  });

  it('shows the registered agent checkout price as the yearly fee after the free year', () => {
    const products = [product('REGISTERED_AGENT', 12500)];
    expect(displayPrice('REGISTERED_AGENT', 'card', products).text).toBe(
      '$125.00/year after the free year',
    );
    expect(displayPrice('REGISTERED_AGENT', 'modal', products).text).toBe('$125.00');
  });

  it('reads a price of nothing as Free', () => {
    expect(displayPrice('BUSINESS_HUB', 'card', [product('BUSINESS_HUB', 0)])).toEqual({
      cents: 0,
      text: 'Free',
      source: 'checkout',
    });
  });

  it.each([-100, 99.5, Number.NaN])(
    'falls back to the static price over a unit price of %s',
    (bad) => {
      expect(displayPrice('LLC_AMENDMENT', 'card', [product('LLC_AMENDMENT', bad)])).toEqual({
        cents: 4900,
        text: '$49',
        source: 'static',
      });
    },
  );

  it('uses only the service own entry, not another product or the state fee', () => {
    const products = [product('LLC_FORMATION', 20000), product('DE-STATE', 11000)];
    expect(displayPrice('LLC_AMENDMENT', 'modal', products).source).toBe('static');
  });
});

describe('a dashboard order (dashboard §9: product price plus the service’s own state fee)', () => {
  const CATALOGUE = [
    product('LLC_FORMATION', 9900),
    product('LLC_AMENDMENT', 9900),
    product('LLC_ANNUAL_REPORT', 9900),
    product('EIN_APPLICATION', 9900),
    product('REGISTERED_AGENT', 9900),
    product('DE-STATE', 11000),
    product('DE-LLC_ANNUAL_REPORT-STATE', 30000),
    product('CA-STATE', 7000),
    product('CA-LLC_AMENDMENT-STATE', 3000),
    product('RAPID-STATE', 21000),
  ];

  it('adds the service’s own fee in the business state, never the formation’s', () => {
    const order = serviceOrder('LLC_ANNUAL_REPORT', CATALOGUE, 'DE');
    expect(order?.lines.map((line) => line.name)).toEqual([
      'LLC_ANNUAL_REPORT',
      'DE-LLC_ANNUAL_REPORT-STATE',
    ]);
    expect(totalOf(order)).toBe(39900);
  });

  it('keeps the standard filing fee for the formation', () => {
    expect(serviceOrder('LLC_FORMATION', CATALOGUE, 'DE')?.lines.map((line) => line.name)).toEqual([
      'LLC_FORMATION',
      'DE-STATE',
    ]);
  });

  it('finds the state by its name too', () => {
    expect(totalOf(serviceOrder('LLC_AMENDMENT', CATALOGUE, 'California'))).toBe(12900);
  });

  it('adds no fee where the state’s is zero or unknown (none listed)', () => {
    const order = serviceOrder('LLC_AMENDMENT', CATALOGUE, 'DE');
    expect(order?.lines.map((line) => line.name)).toEqual(['LLC_AMENDMENT']);
  });

  it('charges the registered agent nothing in its first year: no state fee', () => {
    const order = serviceOrder('REGISTERED_AGENT', CATALOGUE, 'DE');
    expect(order?.lines.map((line) => line.name)).toEqual(['REGISTERED_AGENT']);
    expect(totalOf(order)).toBe(0);
  });

  it('adds no state fee to a service that files nothing with the state', () => {
    const order = serviceOrder('EIN_APPLICATION', CATALOGUE, 'DE');
    expect(totalOf(order)).toBe(9900);
    expect(order?.lines.map((line) => line.name)).toEqual(['EIN_APPLICATION']);
  });

  it.each([undefined, null, '', 'Atlantis', 'TX'])(
    'is the product alone when the state %j has no listed fee',
    (state) => {
      const order = serviceOrder('LLC_AMENDMENT', CATALOGUE, state);
      expect(order?.lines.map((line) => line.name)).toEqual(['LLC_AMENDMENT']);
      expect(totalOf(order)).toBe(9900);
    },
  );

  it('cannot be placed for a service the checkout service does not list', () => {
    expect(serviceOrder('CERT_GOOD_STANDING', CATALOGUE, 'DE')).toBeNull();
  });
});
