import { STATE_DATA_CREDIT } from '../../src/domain/state-facts/dataset-credit';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../src/domain/us-states';
import { STATE_DATASET } from './dataset';
import { buildStateFacts, stateFilingDays, STATE_FACTS, stateFacts } from './state-facts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('the facts of every jurisdiction', () => {
  it('has the 50 states and DC, each with a sourced formation fee in whole cents', () => {
    expect([...STATE_FACTS.keys()].sort()).toEqual(
      US_STATES.map((state) => state.abbreviation).sort(),
    );
    for (const facts of STATE_FACTS.values()) {
      expect(Number.isInteger(facts.formation_fee?.cents), facts.state).toBe(true);
      expect(facts.formation_fee!.source_url).toMatch(/^https?:\/\//);
      expect(facts.formation_fee!.last_verified).toMatch(ISO_DATE);
      expect(facts.credit).toBe(STATE_DATA_CREDIT);
    }
  });

  it('reads the dataset’s fees in cents', () => {
    expect(stateFacts('tx')?.formation_fee?.cents).toBe(300_00);
    expect(stateFacts('FL')?.service_fees.LLC_ANNUAL_REPORT).toMatchObject({
      status: 'sourced',
      cents: 138_75,
    });
    expect(stateFacts('TX')?.service_fees.LLC_ANNUAL_REPORT).toMatchObject({
      status: 'sourced',
      cents: 0,
    });
    expect(stateFacts('ZZ')).toBeUndefined();
  });

  it('takes DC’s fees from its fee schedule, as the entity search record cites it', () => {
    expect(stateFacts('DC')?.formation_fee).toEqual({
      cents: 99_00,
      source_url: 'https://dlcp.dc.gov/node/1621921',
      last_verified: '2026-07-17',
    });
  });

  it('counts a state’s stated online range, never under one business day, else 5-10', () => {
    expect(stateFacts('AR')?.standard_filing.business_days).toEqual({ min: 1, max: 2 });
    expect(stateFacts('GA')?.standard_filing.business_days).toEqual({ min: 7, max: 10 });
    expect(stateFacts('TX')?.standard_filing.business_days).toEqual({ min: 5, max: 10 });
  });

  it('shows the state’s published time as an observation, or null where it publishes none', () => {
    expect(stateFacts('AR')?.standard_filing.published).toMatchObject({
      online_business_days: { min: 0, max: 2 },
      source_url: expect.stringContaining('sos.arkansas.gov'),
      observed_on: expect.stringMatching(ISO_DATE),
    });
    expect(stateFacts('CA')?.standard_filing.published?.queue_as_of).toMatch(ISO_DATE);
    expect(stateFacts('TX')?.standard_filing.published).toBeNull();
  });

  it('carries the naming rules and the state’s own entity search', () => {
    const texas = stateFacts('TX')!;
    expect(texas.naming).toMatchObject({
      designator_citation: 'Tex. Bus. Orgs. Code § 5.056',
      restricted_words: expect.arrayContaining(['lottery', 'veteran']),
    });
    expect(texas.naming?.designator_rule).toContain('limited liability company');
    expect(texas.entity_search?.url).toMatch(/^https:\/\//);
  });

  it('carries each jurisdiction’s annual report rule and recurring levies, with their sources', () => {
    for (const facts of STATE_FACTS.values()) {
      const { annual_report: report, recurring_fees: fees } = facts.compliance;
      expect(report.as_written, facts.state).toBeTruthy();
      expect(report.source_url, facts.state).toMatch(/^https?:\/\//);
      expect(report.last_verified, facts.state).toMatch(ISO_DATE);
      for (const fee of fees) expect(fee.last_verified, facts.state).toMatch(ISO_DATE);
    }
    expect(stateFacts('AL')?.compliance.annual_report).toMatchObject({
      due: { kind: 'none' },
      as_written: 'N/A',
    });
    expect(stateFacts('CA')?.compliance.recurring_fees.map((fee) => fee.title)).toEqual([
      'Annual Tax',
    ]);
    expect(stateFacts('FL')?.compliance.recurring_fees).toEqual([]);
  });

  it('estimates a filing by rapid’s days where offered, else the standard upper figure', () => {
    expect(stateFilingDays(stateFacts('CA')!, 'rapid')).toBe(1);
    expect(stateFilingDays(stateFacts('CA')!, 'standard')).toBe(10);
    expect(stateFilingDays(stateFacts('FL')!, 'rapid')).toBe(10);
    expect(stateFilingDays(stateFacts('KY')!, 'standard')).toBe(3);
  });
});

describe('the researched service fees', () => {
  const california = STATE_DATASET.states.CA!;

  it('are unknown until the table has the state’s figure', () => {
    expect(buildStateFacts('CA', california, {}).service_fees).toMatchObject({
      LLC_AMENDMENT: { status: 'unknown' },
      CERT_GOOD_STANDING: { status: 'unknown' },
    });
  });

  it('are sourced from the table, and unknown where it holds null', () => {
    const table = {
      CA: {
        LLC_AMENDMENT: {
          cents: 30_00,
          source_url: 'https://bizfileonline.sos.ca.gov/',
          last_verified: '2026-11-20',
        },
        CERT_GOOD_STANDING: null,
      },
    };
    expect(buildStateFacts('CA', california, table).service_fees).toMatchObject({
      LLC_AMENDMENT: {
        status: 'sourced',
        cents: 30_00,
        source_url: 'https://bizfileonline.sos.ca.gov/',
        last_verified: '2026-11-20',
      },
      CERT_GOOD_STANDING: { status: 'unknown' },
    });
  });
});
