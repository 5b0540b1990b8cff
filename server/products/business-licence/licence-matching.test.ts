import { describe, expect, it } from 'vitest';
import { findLicences } from './licence-matching';
import { LICENCE_RULES } from './licence-rules';

const ids = (rules: { id: string }[]) => rules.map((rule) => rule.id);

describe('which licences a business needs (issue 27)', () => {
  it('a restaurant serving alcohol in Los Angeles: the state liquor licence and food permit, the city’s tax registration, no federal permit', () => {
    const found = findLicences(
      LICENCE_RULES,
      { state: 'CA', city: 'Los Angeles', county: 'Los Angeles County' },
      ['food', 'sells_alcohol', 'sells_taxable_goods', 'has_employees'],
    );
    expect(ids(found.byLevel.state)).toEqual(
      expect.arrayContaining([
        'ca-abc-retail-alcohol-licence',
        'ca-local-retail-food-facility-permit',
        'ca-cdtfa-sellers-permit',
        'ca-edd-employer-payroll-tax-account',
      ]),
    );
    // Selling drinks is not making them: TTB's permits are for brewers, wineries, distillers.
    expect(found.byLevel.federal).toEqual([]);
    expect(ids(found.byLevel.city)).toEqual(['ca-los-angeles-btrc']);
    // What applies comes before what may apply (the food permit depends on the county).
    const order = ids(found.byLevel.state);
    expect(order.indexOf('ca-abc-retail-alcohol-licence')).toBeLessThan(
      order.indexOf('ca-local-retail-food-facility-permit'),
    );
    expect(found.unknown.map(({ level }) => level)).toEqual(['county']);
    expect(found.unknown[0]!.askWhom).toBe('the Los Angeles County clerk, California');
  });

  it('a brewery gets TTB’s brewer’s notice at the federal level', () => {
    const found = findLicences(LICENCE_RULES, { state: 'CA', city: null, county: null }, [
      'makes_alcohol',
    ]);
    expect(ids(found.byLevel.federal)).toContain('us-ttb-brewers-notice');
  });

  it('a bookkeeper working from home in Houston: no general Texas licence, and the city and county to ask', () => {
    const found = findLicences(
      LICENCE_RULES,
      { state: 'TX', city: 'Houston', county: 'Harris County' },
      ['home_based'],
    );
    expect(found.byLevel.state).toEqual([]);
    expect(found.byLevel.federal).toEqual([]);
    expect(found.unknown).toEqual([
      {
        level: 'county',
        what: "Charter does not have Harris County's own license rules.",
        askWhom: 'the Harris County clerk, Texas',
      },
      {
        level: 'city',
        what: "Charter does not have Houston's own license rules (a city business license, zoning or home occupation permits).",
        askWhom: 'Houston city hall (the city clerk or business license office)',
      },
    ]);
  });

  it('a business in Spokane, a Washington partner city: the state business licence first, with the city endorsement', () => {
    const found = findLicences(
      LICENCE_RULES,
      { state: 'WA', city: 'spokane', county: 'Spokane County' },
      ['has_employees'],
    );
    expect(ids(found.byLevel.state)[0]).toBe('wa-dor-bls-state-business-license');
    expect(ids(found.byLevel.state)).toContain('wa-esd-unemployment-insurance-employer-account');
    expect(ids(found.byLevel.city)).toEqual(['wa-spokane-general-business-license']);
  });

  it('says which state activities Charter has not researched, naming them, instead of implying none', () => {
    const found = findLicences(LICENCE_RULES, { state: 'VT', city: 'Burlington', county: null }, [
      'cosmetology',
      'has_employees',
    ]);
    expect(found.byLevel.state.length).toBeGreaterThan(0);
    const state = found.unknown.find(({ level }) => level === 'state');
    expect(state?.what).toBe(
      "Charter does not yet have Vermont's license rules for some of your activities (offers hair, nail, skin or barbering services).",
    );
    expect(found.unknown.find(({ level }) => level === 'county')?.what).toBe(
      'Charter could not find the county of your business address, so county licenses are not checked.',
    );
  });
});
