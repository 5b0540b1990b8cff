import { describe, expect, it } from 'vitest';
import type { CheckoutProduct } from '../checkout/checkout-product';
import type { StateFacts } from '../state-facts/state-facts';
import { planOffers, standardFilingText, type PlanPackage } from './plan-offers';

const product = (name: string, unit_price: number): CheckoutProduct => ({
  name,
  unit_price,
  price_id: `price_${name}`,
});

/** One state's packages as the package list answers them (server/checkout/package-contents.ts). */
function packagesOf(state: string): PlanPackage[] {
  const fee = `${state}-STATE`;
  const starter = [{ name: 'LLC_FORMATION' }, { name: fee }];
  const growth = [
    ...starter,
    { name: 'REGISTERED_AGENT', optional: true },
    { name: 'EIN_APPLICATION' },
    { name: 'LLC_OPERATING_AGREEMENT' },
  ];
  const complete = [
    ...growth,
    { name: 'EXPERT_REVIEW' },
    { name: 'BUSINESS_HUB' },
    { name: 'DOC_LIBRARY' },
  ];
  return [
    { name: 'STARTER', products: starter },
    { name: 'GROWTH', products: growth },
    { name: 'COMPLETE', products: complete },
  ];
}

const services = [
  product('LLC_FORMATION', 9900),
  product('REGISTERED_AGENT', 9900),
  product('EIN_APPLICATION', 9900),
  product('LLC_OPERATING_AGREEMENT', 4900),
  product('EXPERT_REVIEW', 9900),
  product('BUSINESS_HUB', 0),
  product('DOC_LIBRARY', 9900),
];

describe('plan prices per state', () => {
  it.each([
    ['TX', 30000, [39900, 54700, 74500]],
    ['DE', 11000, [20900, 35700, 55500]],
    ['KY', 4000, [13900, 28700, 48500]],
  ])('%s: each plan is its services plus the state filing fee', (state, fee, totals) => {
    const offers = planOffers(packagesOf(state), [...services, product(`${state}-STATE`, fee)]);
    expect(offers.map((offer) => [offer.tier, offer.todayCents, offer.stateFeeCents])).toEqual([
      ['STARTER', totals[0], fee],
      ['GROWTH', totals[1], fee],
      ['COMPLETE', totals[2], fee],
    ]);
  });

  it('lists what each plan holds, the registered agent free for its first year', () => {
    const [starter, growth] = planOffers(packagesOf('TX'), [
      ...services,
      product('TX-STATE', 30000),
    ]);
    expect(starter!.includes).toEqual(['Business Formation']);
    expect(growth!.includes).toEqual([
      'Business Formation',
      'Registered Agent, free for 1st year',
      'EIN / Tax ID',
      'Operating Agreement',
    ]);
  });

  it('leaves out a plan whose products are not all priced rather than show it too cheap', () => {
    const offers = planOffers(packagesOf('TX'), services);
    expect(offers).toEqual([]);
  });
});

describe('the standard filing time', () => {
  const facts = (min: number, max: number) =>
    ({
      standard_filing: { business_days: { min, max }, published: null },
    }) as unknown as StateFacts;

  it('is the state’s range, or Charter’s 5-10 business days before the facts arrive', () => {
    expect(standardFilingText(facts(1, 3))).toBe('1-3 business days');
    expect(standardFilingText(facts(1, 1))).toBe('1 business day');
    expect(standardFilingText(null)).toBe('5-10 business days');
  });
});
