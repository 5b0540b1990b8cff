import { describe, expect, it } from 'vitest';
import { CALIFORNIA, DELAWARE, TEXAS } from '../../../tests/support/naming-rules';
import { namingGuidance, type NamingGuidance } from './naming-guidance';

type Applies = Extract<NamingGuidance, { applies: true }>;

function guidance(...args: Parameters<typeof namingGuidance>): Applies {
  const result = namingGuidance(...args);
  if (!result.applies) throw new Error('the rules should apply');
  return result;
}

const words = (result: Applies) => result.restrictedWords.map(({ word }) => word);

describe('namingGuidance', () => {
  it("asks a name without a designator for one, beside the state's rule verbatim", () => {
    const { designator } = guidance('Bluebonnet Bikes', TEXAS, 'Texas', 'LLC');
    expect(designator).toEqual({
      found: null,
      message: 'Texas requires your name to include a designator that marks it as an LLC.',
      rule: TEXAS.designator_rule,
      citation: 'Tex. Bus. Orgs. Code § 5.056',
    });
  });

  it('finds a common designator however it is written, as typed', () => {
    const found = (name: string) => guidance(name, TEXAS, 'Texas', 'LLC').designator.found;
    expect(found('Bluebonnet Bikes LLC')).toBe('LLC');
    expect(found('Bluebonnet Bikes, l.l.c.')).toBe('l.l.c.');
    expect(found('Bluebonnet Bikes L.L.C')).toBe('L.L.C');
    expect(found('Bluebonnet Bikes Limited  Liability Company')).toBe('Limited  Liability Company');
    expect(found('Bluebonnet Bikes Ltd. Liability Co.')).toBe('Ltd. Liability Co.');
    expect(found('Bluebonnet Bikes Limited Company')).toBe('Limited Company');
    expect(found('Bluebonnet Bikes LC')).toBe('LC');
    expect(found('Bluebonnet Bikes L.C.')).toBe('L.C.');
    expect(guidance('Bluebonnet Bikes LLC', TEXAS, 'Texas', 'LLC').designator.message).toBe(
      `Your name includes "LLC", a common LLC designator. Check that Texas's rule allows it.`,
    );
  });

  it('takes only whole words for a designator', () => {
    const found = (name: string) => guidance(name, TEXAS, 'Texas', 'LLC').designator.found;
    expect(found('Lcd Screens')).toBeNull();
    expect(found('Hillcrest Bakery')).toBeNull();
    expect(found('Limited Editions')).toBeNull();
  });

  it('names the designator found, not the state’s verdict on it (Delaware lists no "LC")', () => {
    const { designator } = guidance('Brandywine Mills LC', DELAWARE, 'Delaware', 'LLC');
    expect(designator.found).toBe('LC');
    expect(designator.rule).toBe(
      'Must contain the words "Limited Liability Company" or the abbreviation "L.L.C." or the designation "LLC." The name may contain the name of a member or manager.',
    );
  });

  it("warns about each of Texas's restricted words the name contains, as typed", () => {
    const result = guidance('Lone Star Lottery Veteran Services LLC', TEXAS, 'Texas', 'LLC');
    expect(result.restrictedWords).toEqual([
      {
        word: 'Lottery',
        message:
          '"Lottery" is a restricted word in Texas: a name with it may be refused, or need approval before the state accepts it.',
      },
      {
        word: 'Veteran',
        message:
          '"Veteran" is a restricted word in Texas: a name with it may be refused, or need approval before the state accepts it.',
      },
    ]);
    expect(result.notes).toBe(TEXAS.notes);
  });

  it('reads a restricted phrase once, not again for a word inside it', () => {
    expect(words(guidance('World War Memorial Cafe LLC', TEXAS, 'Texas', 'LLC'))).toEqual([
      'World War',
    ]);
    expect(words(guidance('Civil War Tours LLC', TEXAS, 'Texas', 'LLC'))).toEqual(['War']);
    expect(words(guidance('World  war Tours LLC', TEXAS, 'Texas', 'LLC'))).toEqual(['World  war']);
  });

  it('matches whole words only, in any case', () => {
    expect(words(guidance('Warren Foreigner Lottos LLC', TEXAS, 'Texas', 'LLC'))).toEqual([]);
    expect(words(guidance('SPANISH lessons LLC', TEXAS, 'Texas', 'LLC'))).toEqual(['SPANISH']);
  });

  it("reads California's abbreviations with or without their period", () => {
    expect(words(guidance('Golden Bank & Trust Inc LLC', CALIFORNIA, 'California', 'LLC'))).toEqual(
      ['Bank', 'Trust', 'Inc'],
    );
    expect(
      words(guidance('Pacific Insurance Company LLC', CALIFORNIA, 'California', 'LLC')),
    ).toEqual(['Insurance Company']);
    expect(words(guidance('Trustee Corp. LLC', CALIFORNIA, 'California', 'LLC'))).toEqual([
      'Trustee',
      'Corp.',
    ]);
  });

  it('has no warnings where the state lists no restricted words', () => {
    expect(
      guidance('Delaware Lottery Bank LLC', DELAWARE, 'Delaware', 'LLC').restrictedWords,
    ).toEqual([]);
  });

  it('reads an entity type not yet chosen as an LLC', () => {
    expect(words(guidance('Lottery Kings', TEXAS, 'Texas', null))).toEqual(['Lottery']);
  });

  it('shows no LLC rules for a corporation', () => {
    expect(namingGuidance('Lottery Kings Inc.', TEXAS, 'Texas', 'CORPORATION')).toEqual({
      applies: false,
      message: "Charter has Texas's naming rules for LLCs only, not for this entity type.",
    });
  });
});
