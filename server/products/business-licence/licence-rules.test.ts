import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BusinessActivityId } from '../../../src/domain/business-license/business-activities';
import { US_STATES } from '../../../src/domain/us-states';
import { LICENCE_RULES, readLicenceRules } from './licence-rules';
import { isOfficialUrl } from './official-domains';

const TODAY = new Date().toISOString().slice(0, 10);
const monthName = (month: number) =>
  new Date(Date.UTC(2028, month - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });

function rulesFor(level: string, jurisdiction: string, activity?: BusinessActivityId) {
  return LICENCE_RULES.filter(
    (rule) =>
      rule.level === level &&
      rule.jurisdiction === jurisdiction &&
      (activity === undefined || (rule.trigger.activities ?? []).includes(activity)),
  );
}

describe('the licence rules (issue 27, item 3)', () => {
  it('every rule has a level, an agency, a source and the day it was verified', () => {
    expect(LICENCE_RULES.length).toBeGreaterThan(250);
    for (const rule of LICENCE_RULES) {
      expect(rule.agency.name, rule.id).not.toBe('');
      expect(rule.source.title, rule.id).not.toBe('');
      expect(Number.isNaN(Date.parse(rule.lastVerified)), rule.id).toBe(false);
      expect(rule.lastVerified <= TODAY, `${rule.id} verified in the future`).toBe(true);
    }
  });

  it('links only to agencies’ own sites, over https: no guide, blog or vendor', () => {
    const unofficial = LICENCE_RULES.flatMap((rule) =>
      [rule.agency.url, rule.apply.url, rule.source.url]
        .filter((url) => !isOfficialUrl(url))
        .map((url) => `${rule.id}: ${url}`),
    );
    expect(unofficial).toEqual([]);
    expect(isOfficialUrl('http://www.cdtfa.ca.gov/')).toBe(false);
    expect(isOfficialUrl('https://legalclarity.org/how-to-get-a-sellers-permit')).toBe(false);
    expect(isOfficialUrl('https://gov.example.com/')).toBe(false);
  });

  it('a rule whose source was not read claims no fee, time or term and says to ask', () => {
    const unchecked = LICENCE_RULES.filter((rule) => !rule.sourceChecked);
    expect(unchecked.length).toBeGreaterThan(0);
    for (const rule of unchecked) {
      expect(rule.confidence, rule.id).toBe('ask the agency');
      expect([rule.fees.initial, rule.fees.renewal, rule.processingTime, rule.duration]).toEqual([
        null,
        null,
        null,
        null,
      ]);
    }
  });

  it('names its jurisdiction as its level says, and is triggered by everyone or by activities', () => {
    const forms = {
      federal: /^US$/,
      state: /^[A-Z]{2}$/,
      county: /^[A-Z]{2}\/.+ (County|Parish|Borough)$/,
      city: /^[A-Z]{2}\/.+$/,
    };
    for (const rule of LICENCE_RULES) {
      expect(rule.jurisdiction, rule.id).toMatch(forms[rule.level]);
      expect(rule.trigger.all, rule.id).toBe(rule.trigger.activities === undefined);
      const state = rule.jurisdiction.slice(0, 2);
      if (rule.level !== 'federal') expect(US_STATES.map((s) => s.abbreviation)).toContain(state);
    }
  });

  it('covers the federal activities the SBA lists', () => {
    const federal: BusinessActivityId[] = [
      'agriculture',
      'makes_alcohol',
      'aviation',
      'firearms',
      'explosives',
      'makes_tobacco',
      'wildlife',
      'commercial_fishing',
      'maritime',
      'mining_drilling',
      'nuclear',
      'broadcasting',
      'freight_transport',
    ];
    for (const activity of federal)
      expect(rulesFor('federal', 'US', activity), activity).not.toEqual([]);
  });

  it('gives every state and DC its employer and sales-tax registrations', () => {
    const noSalesTax = ['AK', 'DE', 'MT', 'NH', 'OR'];
    for (const { abbreviation: state } of US_STATES) {
      expect(rulesFor('state', state, 'has_employees'), state).not.toEqual([]);
      const salesTax = rulesFor('state', state, 'sells_taxable_goods');
      if (noSalesTax.includes(state)) expect(salesTax, state).toEqual([]);
      else expect(salesTax, state).not.toEqual([]);
    }
  });

  it('gives the ten most populous states their licences for regulated activities', () => {
    const states = ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI'];
    const activities: BusinessActivityId[] = [
      'sells_alcohol',
      'food',
      'child_care',
      'contractor',
      'cosmetology',
      'real_estate',
      'accounting',
    ];
    for (const state of states) {
      for (const activity of activities) {
        expect(rulesFor('state', state, activity), `${state} ${activity}`).not.toEqual([]);
      }
    }
  });

  it('gives a renewal a day only where its own words name that day for every holder', () => {
    const dated = LICENCE_RULES.filter((rule) => rule.renewal?.on);
    expect(dated.length).toBeGreaterThan(10);
    for (const { id, renewal, duration } of dated) {
      const { month, day, years } = renewal!.on!;
      const words = `${renewal!.rule} ${duration ?? ''}`;
      // February 29 is how the rules write 'the last day of February' (the 28th in common years).
      expect(words, id).toMatch(
        month === 2 && day === 29
          ? 'last day of February'
          : new RegExp(`${monthName(month)} ${day}(?!\\d)`),
      );
      if (years === 'every') expect(renewal!.everyMonths, id).toBe(12);
      else {
        expect(renewal!.everyMonths, id).toBe(24);
        expect(words, id).toContain(`${years}-numbered year`);
      }
    }
  });

  it('refuses a rule file that breaks the schema, naming the file and what is wrong', () => {
    const folder = mkdtempSync(join(tmpdir(), 'licence-rules-'));
    try {
      const broken = { ...LICENCE_RULES[0], level: 'galactic' };
      writeFileSync(join(folder, 'broken.json'), JSON.stringify([broken]));
      expect(() => readLicenceRules(pathToFileURL(`${folder}/`))).toThrow(/broken\.json rule 0/);
      writeFileSync(
        join(folder, 'broken.json'),
        JSON.stringify([LICENCE_RULES[0], LICENCE_RULES[0]]),
      );
      expect(() => readLicenceRules(pathToFileURL(`${folder}/`))).toThrow(/used twice/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
