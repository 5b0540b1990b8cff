import { describe, expect, it } from 'vitest';
import { LICENCE_RULES } from './licence-rules';
import type { LicenceReport } from '../../../src/domain/contracts/business-license';
import { COMPLIANCE_LETTER_WARNING, prepareLicenceReport } from './licence-report';

const RESTAURANT = { 'Keyword ID': 'c-restaurant', Keyword: 'Restaurant', naics: '722511' };
const BOOKKEEPING = { 'Keyword ID': 'c-bookkeeping', Keyword: 'Bookkeeping', naics: '541219' };

const level = (report: LicenceReport, name: string) =>
  report.levels
    .find(({ level }) => level === name)!
    .licences.map(({ rule, why, conditional }) => ({
      id: rule.id,
      why,
      conditional,
    }));

describe('the business licence report (issue 27)', () => {
  it('a Los Angeles restaurant serving alcohol: why each licence is there, what is an “if”, in the order to act', () => {
    const report = prepareLicenceReport(LICENCE_RULES, {
      businessName: 'Taqueria Sol LLC',
      industry: RESTAURANT,
      activities: ['food', 'sells_alcohol'],
      place: { state: 'CA', city: 'Los Angeles', county: 'Los Angeles County' },
      preparedOn: '2026-11-29',
      einMasked: '**-***4567',
    });
    expect(report.levels.map(({ heading }) => heading)).toEqual([
      'Federal',
      'State',
      'County',
      'Local',
    ]);
    expect(level(report, 'federal')).toEqual([]);
    expect(level(report, 'state')).toEqual([
      {
        id: 'ca-abc-retail-alcohol-licence',
        why: 'Because your business serves or sells alcoholic drinks',
        conditional: false,
      },
      {
        // A restaurant sells taxable meals: its seller's permit is not an "if".
        id: 'ca-cdtfa-sellers-permit',
        why: 'Because your business sells goods, or services that are taxed, to customers',
        conditional: false,
      },
      {
        id: 'ca-local-retail-food-facility-permit',
        why: 'Because your business prepares, serves or sells food',
        conditional: false,
      },
      {
        id: 'ca-edd-employer-payroll-tax-account',
        why: 'If your business has employees, or will hire them',
        conditional: true,
      },
    ]);
    expect(level(report, 'city')).toEqual([
      { id: 'ca-los-angeles-btrc', why: 'Every business in Los Angeles', conditional: false },
    ]);
    expect(report.unknown).toEqual([
      {
        level: 'county',
        what: "Charter does not have Los Angeles County's own license rules.",
        askWhom: 'the Los Angeles County clerk, California',
      },
    ]);
    expect(report).toMatchObject({
      businessName: 'Taqueria Sol LLC',
      industry: { keyword: 'Restaurant', naics: '722511' },
      preparedOn: '2026-11-29',
      einMasked: '**-***4567',
      warning: COMPLIANCE_LETTER_WARNING,
    });
  });

  it('a home bookkeeping business in a state with no general licence: only what hiring and selling would bring, as “if”s, and whom to ask', () => {
    const report = prepareLicenceReport(LICENCE_RULES, {
      businessName: 'Ledger Lane LLC',
      industry: BOOKKEEPING,
      activities: [],
      place: { state: 'TX', city: 'Houston', county: 'Harris County' },
      preparedOn: '2026-11-29',
      einMasked: null,
    });
    const state = level(report, 'state');
    expect(state.map(({ conditional }) => conditional)).toEqual([true, true]);
    expect(state.map(({ why }) => why).sort()).toEqual([
      'If your business has employees, or will hire them',
      'If your business sells goods, or services that are taxed, to customers',
    ]);
    expect(report.unknown.map(({ level }) => level)).toEqual(['county', 'city']);
  });

  it('a Washington partner city: the state licence every business needs, then the city’s endorsement', () => {
    const report = prepareLicenceReport(LICENCE_RULES, {
      businessName: 'Lilac Loaves LLC',
      industry: { 'Keyword ID': 'c-bakery', Keyword: 'Bakery', naics: '311811' },
      activities: ['food'],
      place: { state: 'WA', city: 'Spokane', county: 'Spokane County' },
      preparedOn: '2026-11-29',
      einMasked: null,
    });
    expect(level(report, 'state')[0]).toEqual({
      id: 'wa-dor-bls-state-business-license',
      why: 'Every business in Washington',
      conditional: false,
    });
    expect(level(report, 'city')).toEqual([
      {
        id: 'wa-spokane-general-business-license',
        why: 'Every business in Spokane',
        conditional: false,
      },
    ]);
  });
});
