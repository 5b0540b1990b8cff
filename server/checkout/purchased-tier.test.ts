import { describe, expect, it } from 'vitest';
import { purchasedTier, tierAfter } from './purchased-tier';

describe('the plan a purchase buys', () => {
  const starter = ['LLC_FORMATION', 'CA-STATE'];
  const growth = [...starter, 'EIN_APPLICATION', 'LLC_OPERATING_AGREEMENT'];
  const complete = [...growth, 'EXPERT_REVIEW', 'BUSINESS_HUB', 'DOC_LIBRARY'];

  it.each([
    ['formation and its state fee', starter, 'STARTER'],
    ['formation with the rapid filing instead', ['LLC_FORMATION', 'RAPID-STATE'], 'STARTER'],
    ['GROWTH without the optional registered agent', growth, 'GROWTH'],
    ['GROWTH with the registered agent', [...growth, 'REGISTERED_AGENT'], 'GROWTH'],
    ['COMPLETE', complete, 'COMPLETE'],
    ['COMPLETE without one of its products', complete.slice(0, -1), 'GROWTH'],
    ['formation without a state fee', ['LLC_FORMATION'], null],
    [
      'formation with only another filing’s state fee',
      ['LLC_FORMATION', 'LLC_ANNUAL_REPORT', 'CA-LLC_ANNUAL_REPORT-STATE'],
      null,
    ],
    ['services bought from the dashboard', ['EIN_APPLICATION', 'CERT_GOOD_STANDING'], null],
  ])('%s: %s', (_, names, tier) => {
    expect(purchasedTier(names)).toBe(tier);
  });

  it('only ever raises the owner’s plan', () => {
    expect(tierAfter(null, 'STARTER')).toBe('STARTER');
    expect(tierAfter('STARTER', 'COMPLETE')).toBe('COMPLETE');
    expect(tierAfter('GROWTH', 'STARTER')).toBe('GROWTH');
    expect(tierAfter('GROWTH', null)).toBe('GROWTH');
    expect(tierAfter(null, null)).toBeNull();
  });
});
