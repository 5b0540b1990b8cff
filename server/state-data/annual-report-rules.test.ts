import { describe, expect, it } from 'vitest';
import { stateDeadlines, type StateDeadline } from '../../src/domain/compliance/state-deadlines';
import { ANNUAL_REPORT_READINGS, annualReportRule } from './annual-report-rules';
import { STATE_DATASET } from './dataset';
import { stateFacts } from './state-facts';

/** The annual report's deadline for a business formed on `formedOn`, asked that day. */
function annualReport(code: string, formedOn: string, taxYearEndMonth?: number): StateDeadline {
  const facts = stateFacts(code)!;
  return stateDeadlines(facts, { formedOn, today: formedOn, taxYearEndMonth })[0]!;
}

/** Due date, window opening and the following due date, or the status when not dated. */
function dates(deadline: StateDeadline) {
  if (deadline.status === 'none' || deadline.status === 'needs') return deadline.status;
  return [deadline.due, deadline.opens, deadline.following?.due ?? null];
}

/**
 * Every jurisdiction's first annual report for an LLC formed on November 20, 2025, worked out by
 * hand from the state's words (and the readings decision 0051 records): a November formation in
 * an odd year crosses year ends (Colorado, Illinois) and picks the biennial years.
 */
const FORMED_NOV_20_2025: readonly [string, string, ReturnType<typeof dates>][] = [
  ['AK', 'Jan 2 (Biennial)', ['2027-01-02', null, '2029-01-02']],
  ['AL', 'N/A', 'none'],
  ['AR', 'May 1', ['2026-05-01', null, '2027-05-01']],
  ['AZ', 'N/A', 'none'],
  // The first statement within 90 days, then every second anniversary month.
  ['CA', 'Last day of anniversary month (Biennial)', ['2026-02-18', null, '2027-11-30']],
  // Two months either side of the anniversary month (November 2026).
  ['CO', 'Anniversary month window', ['2027-01-31', '2026-09-01', '2028-01-31']],
  ['CT', 'Jan 1 - Mar 31', ['2026-03-31', '2026-01-01', '2027-03-31']],
  ['DC', 'April 1 (biennial; first year after registration)', ['2026-04-01', null, '2028-04-01']],
  ['DE', 'June 1', ['2026-06-01', null, '2027-06-01']],
  ['FL', 'May 1', ['2026-05-01', null, '2027-05-01']],
  ['GA', 'Jan 1 - Apr 1', ['2026-04-01', '2026-01-01', '2027-04-01']],
  ['HI', 'End of anniversary quarter', ['2026-12-31', null, '2027-12-31']],
  ['IA', 'Jan 1 - Apr 1 (Biennial, odd years)', ['2027-04-01', '2027-01-01', '2029-04-01']],
  ['ID', 'End of anniversary month', ['2026-11-30', null, '2027-11-30']],
  ['IL', 'Before first day of anniversary month', ['2026-10-31', null, '2027-10-31']],
  ['IN', 'End of anniversary month (Biennial)', ['2027-11-30', null, '2029-11-30']],
  // Odd years for an LLC formed in an odd year (K.S.A. 17-76,139(b)).
  ['KS', 'Jan 1 - Apr 15 (after tax year end)', ['2027-04-15', '2027-01-01', '2029-04-15']],
  ['KY', 'Jan 1 - June 30', ['2026-06-30', '2026-01-01', '2027-06-30']],
  ['LA', 'Anniversary date', ['2026-11-20', null, '2027-11-20']],
  ['MA', 'Anniversary date', ['2026-11-20', null, '2027-11-20']],
  ['MD', 'Apr 15', ['2026-04-15', null, '2027-04-15']],
  ['ME', 'June 1', ['2026-06-01', null, '2027-06-01']],
  // Formed after September 30: not the February 15 right after.
  ['MI', 'Feb 15', ['2027-02-15', null, '2028-02-15']],
  ['MN', 'Dec 31', ['2026-12-31', null, '2027-12-31']],
  ['MO', 'N/A', 'none'],
  ['MS', 'Jan 1 - Apr 15', ['2026-04-15', '2026-01-01', '2027-04-15']],
  ['MT', 'Apr 15 (Fee waived timely)', ['2026-04-15', null, '2027-04-15']],
  ['NC', 'April 15', ['2026-04-15', null, '2027-04-15']],
  ['ND', 'Nov 15', ['2026-11-15', null, '2027-11-15']],
  ['NE', 'Apr 1 (Biennial, odd years)', ['2027-04-01', null, '2029-04-01']],
  ['NH', 'April 1', ['2026-04-01', null, '2027-04-01']],
  ['NJ', 'Last day of anniversary month', ['2026-11-30', null, '2027-11-30']],
  ['NM', 'N/A', 'none'],
  ['NV', 'End of anniversary month', ['2026-11-30', null, '2027-11-30']],
  ['NY', 'Anniversary month (Biennial)', ['2027-11-30', '2027-11-01', '2029-11-30']],
  ['OH', 'N/A', 'none'],
  ['OK', 'Anniversary date', ['2026-11-20', null, '2027-11-20']],
  ['OR', 'Anniversary date', ['2026-11-20', null, '2027-11-20']],
  ['PA', 'Sept 30', ['2026-09-30', null, '2027-09-30']],
  ['RI', 'Feb 1 - May 1', ['2026-05-01', '2026-02-01', '2027-05-01']],
  ['SC', 'N/A', 'none'],
  ['SD', '1st day of anniversary month', ['2026-11-01', null, '2027-11-01']],
  ['TN', 'April 1', ['2026-04-01', null, '2027-04-01']],
  ['TX', 'May 15', ['2026-05-15', null, '2027-05-15']],
  ['UT', 'Anniversary date', ['2026-11-20', null, '2027-11-20']],
  ['VA', 'Last day of anniversary month', ['2026-11-30', null, '2027-11-30']],
  // Needs the fiscal year end: dated below with one.
  ['VT', 'Within 3 months after fiscal year end', 'needs'],
  ['WA', 'Last day of anniversary month', ['2026-11-30', null, '2027-11-30']],
  ['WI', 'Anniversary quarter', ['2026-12-31', '2026-10-01', '2027-12-31']],
  ['WV', 'Jan 1 - June 30', ['2026-06-30', '2026-01-01', '2027-06-30']],
  ['WY', 'First day of anniversary month', ['2026-11-01', null, '2027-11-01']],
];

describe('the annual report table against the copied dataset', () => {
  it('reads every jurisdiction in the copy, DC included, from its own words', () => {
    expect(Object.keys(ANNUAL_REPORT_READINGS).sort()).toEqual(
      Object.keys(STATE_DATASET.states).sort(),
    );
    for (const [code, reading] of Object.entries(ANNUAL_REPORT_READINGS)) {
      expect(STATE_DATASET.states[code]!.annualReportDue?.text, code).toBe(reading.as_written);
    }
  });

  it('keeps each rule’s words with their source and last-verified date', () => {
    const rule = annualReportRule('CA', STATE_DATASET.states.CA!);
    expect(rule).toMatchObject({
      title: 'Biennial report',
      as_written: 'Last day of anniversary month (Biennial)',
      source_url: expect.stringContaining('sos.ca.gov'),
      last_verified: '2026-07-17',
      first_filing: { kind: 'within-days', days: 90 },
    });
    expect(rule.reading).toContain('§ 17702.09(a)');
    expect(annualReportRule('DE', STATE_DATASET.states.DE!).title).toBe('Annual tax');
    expect(annualReportRule('TX', STATE_DATASET.states.TX!)).toMatchObject({
      title: 'Annual report',
      to_confirm: null,
    });
  });

  it('takes DC’s words from its entity-search record, which cites its biennial report page', () => {
    expect(annualReportRule('DC', STATE_DATASET.states.DC!)).toMatchObject({
      as_written: 'April 1 (biennial; first year after registration)',
      source_url: 'https://dlcp.dc.gov/page/corporations-division-business-registration-faqs',
    });
  });

  it('refuses words the table did not read', () => {
    const florida = STATE_DATASET.states.FL!;
    const changed = {
      ...florida,
      annualReportDue: { ...florida.annualReportDue!, text: 'May 15' },
    };
    expect(() => annualReportRule('FL', changed)).toThrow(
      'Florida’s annual report due date now reads "May 15"',
    );
    expect(() => annualReportRule('ZZ', florida)).toThrow('No annual report rule for Florida');
  });

  it('marks the readings a source has not settled', () => {
    const unsettled = Object.entries(ANNUAL_REPORT_READINGS)
      .filter(([, reading]) => reading.to_confirm)
      .map(([code]) => code);
    expect(unsettled).toEqual(['CO', 'IN', 'KS', 'MI', 'SD']);
  });
});

describe('the first annual report of every jurisdiction', () => {
  it('covers every state in the table', () => {
    expect(FORMED_NOV_20_2025.map(([code]) => code).sort()).toEqual(
      Object.keys(ANNUAL_REPORT_READINGS).sort(),
    );
  });

  it.each(FORMED_NOV_20_2025)('%s, "%s"', (code, words, expected) => {
    const deadline = annualReport(code, '2025-11-20');
    expect(deadline.rule.as_written).toBe(words);
    expect(dates(deadline)).toEqual(expected);
  });

  it('dates Vermont’s report once the fiscal year end is known', () => {
    expect(annualReport('VT', '2025-11-20')).toMatchObject({
      status: 'needs',
      needs: 'tax-year-end',
    });
    expect(dates(annualReport('VT', '2025-11-20', 12))).toEqual(['2026-03-31', null, '2027-03-31']);
    expect(dates(annualReport('VT', '2025-11-20', 6))).toEqual(['2026-09-30', null, '2027-09-30']);
  });

  it('carries the state’s annual report fee, $0 where it charges none', () => {
    expect(annualReport('FL', '2025-11-20').fee).toMatchObject({
      status: 'sourced',
      cents: 138_75,
    });
    expect(annualReport('ID', '2025-11-20').fee).toMatchObject({ status: 'sourced', cents: 0 });
    expect(annualReport('AL', '2025-11-20')).toMatchObject({
      status: 'none',
      fee: { status: 'sourced', cents: 0 },
    });
  });
});
