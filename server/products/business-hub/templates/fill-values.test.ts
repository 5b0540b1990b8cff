import { describe, expect, it } from 'vitest';
import {
  addressLine,
  addressLines,
  answer,
  BUSINESS_PLACEHOLDERS,
  ein,
  legalName,
  memberRows,
  money,
  soleMember,
  stateName,
} from './fill-values';
import { moneyQuestion, selectQuestion, shortText } from './questions/builders';
import { BLANK_FILL, type BusinessRecord, type TemplateFill } from './template-source';

const BUSINESS: BusinessRecord = {
  legalName: 'Juniper Tax Prep LLC',
  entityType: 'LLC',
  stateCode: 'CO',
  stateName: 'Colorado',
  address: { line1: '1437 Bannock St', city: 'Denver', state: 'CO', zip: '80202' },
  members: [
    { name: 'Rosa Vega', percentage: 62.5 },
    { name: 'Tom Hill', percentage: null },
  ],
  einMasked: '**-***4321',
};
const withRecord = (answers: Record<string, string> = {}): TemplateFill => ({
  business: BUSINESS,
  answers,
});

const CLIENT = shortText('client_name', 'Client name');
const TOTAL = moneyQuestion('total', 'Total');
const TERMS = selectQuestion('terms', 'Terms', [
  ['net-30', 'within 30 days'],
  ['net-60', 'within 60 days'],
]);

describe('fill values', () => {
  it('prints the record’s values, and the same placeholders as the blank without one', () => {
    expect(legalName(withRecord())).toBe('Juniper Tax Prep LLC');
    expect(stateName(withRecord())).toBe('Colorado');
    expect(ein(withRecord())).toBe('**-***4321');
    expect(legalName(BLANK_FILL)).toBe('[Company legal name]');
    expect(stateName(BLANK_FILL)).toBe(BUSINESS_PLACEHOLDERS.stateName);
    expect(ein(BLANK_FILL)).toBe('[EIN]');
    expect(ein({ business: { ...BUSINESS, einMasked: null }, answers: {} })).toBe('[EIN]');
  });

  it('prints the address as lines, the second line only when there is one', () => {
    expect(addressLines(withRecord())).toEqual(['1437 Bannock St', 'Denver, CO 80202']);
    const withSuite = { ...BUSINESS, address: { ...BUSINESS.address!, line2: 'Suite 2' } };
    expect(addressLine({ business: withSuite, answers: {} })).toBe(
      '1437 Bannock St, Suite 2, Denver, CO 80202',
    );
    const noAddress = { business: { ...BUSINESS, address: null }, answers: {} };
    expect(addressLine(noAddress)).toBe('[Street address], [City, State ZIP]');
  });

  it('lists members with their percentage, a placeholder where it is unknown, rows on a blank', () => {
    expect(memberRows(withRecord())).toEqual([
      { name: 'Rosa Vega', percentage: '62.5%' },
      { name: 'Tom Hill', percentage: '[Percentage]' },
    ]);
    expect(soleMember(withRecord())).toBe('Rosa Vega');
    expect(memberRows(BLANK_FILL)).toHaveLength(3);
    expect(new Set(memberRows(BLANK_FILL).map((row) => row.name))).toEqual(
      new Set(['[Member name]']),
    );
    expect(soleMember({ business: { ...BUSINESS, members: [] }, answers: {} })).toBe(
      '[Member name]',
    );
  });

  it('prints an answer trimmed, a choice by its label, and the placeholder for a blank answer', () => {
    expect(answer(withRecord({ client_name: '  Acme Co ' }), CLIENT)).toBe('Acme Co');
    expect(answer(withRecord({ client_name: '   ' }), CLIENT)).toBe('[Client name]');
    expect(answer(withRecord(), CLIENT)).toBe('[Client name]');
    expect(answer(withRecord({ terms: 'net-60' }), TERMS)).toBe('within 60 days');
    expect(money(withRecord({ total: '1,250.00' }), TOTAL)).toBe('$1,250.00');
    expect(money(BLANK_FILL, TOTAL)).toBe('$[Total]');
  });
});
