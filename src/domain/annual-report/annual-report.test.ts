import { describe, expect, it } from 'vitest';
import { ANNUAL_REPORT_FLOW, WAGE_LAW_PAGE } from '../flows/annual-report-flow';
import { flowPagePath, pageOfSegment, reviewSectionsFor } from '../flows/flow';
import {
  addOwner,
  defaultPercentages,
  MAX_MANAGERS,
  removeOwner,
  type OwnerRow,
} from '../questionnaire/owners';
import { asksWageLawQuestion, WAGE_LAW_STATES } from './wage-law';

const percentages = (rows: ReadonlyArray<Record<string, unknown>>) =>
  rows.map((row) => row.percentage);

describe('the annual report managers (spec dashboard §4, §9; decision 0054)', () => {
  it('adds up to 8 managers, each addition resetting the default split', () => {
    let rows: Array<Record<string, unknown>> = [{ first_name: 'Rosa', percentage: 100 }];
    const seen: unknown[][] = [percentages(rows)];
    while (rows.length < MAX_MANAGERS) {
      rows = addOwner(rows, { first_name: '' }, MAX_MANAGERS);
      seen.push(percentages(rows));
    }
    expect(seen).toEqual([
      [100],
      [50, 50],
      [33, 33, 34],
      [25, 25, 25, 25],
      [20, 20, 20, 20, 20],
      [16, 16, 16, 16, 16, 20],
      [14, 14, 14, 14, 14, 14, 16],
      [12, 12, 12, 12, 12, 12, 12, 16],
    ]);
    // At 8 nothing is added.
    expect(addOwner(rows, {}, MAX_MANAGERS)).toHaveLength(8);
    for (const split of seen) expect((split as number[]).reduce((a, b) => a + b)).toBe(100);
  });

  it('removes any but the first, back to 100 for one', () => {
    let rows: OwnerRow[] = defaultPercentages(3).map((percentage, index) => ({
      index,
      percentage,
    }));
    expect(removeOwner(rows, 0)).toEqual(rows);
    rows = removeOwner(rows, 1);
    expect(rows).toEqual([
      { index: 0, percentage: 50 },
      { index: 2, percentage: 50 },
    ]);
    expect(percentages(removeOwner(rows, 1))).toEqual([100]);
  });
});

describe('the wage-law question (decision 0054)', () => {
  it('is asked in California only, with its source', () => {
    expect(asksWageLawQuestion('CA')).toBe(true);
    expect(asksWageLawQuestion('ca')).toBe(true);
    for (const code of ['TX', 'NY', 'FL', 'DE', '', null, undefined]) {
      expect(asksWageLawQuestion(code)).toBe(false);
    }
    expect(WAGE_LAW_STATES).toEqual([
      expect.objectContaining({ code: 'CA', source: expect.stringContaining('Labor Code §200.5') }),
    ]);
  });

  it('is reviewed only once answered', () => {
    const answered = (pages: string[]) => (page: string) => (pages.includes(page) ? {} : null);
    const { review } = ANNUAL_REPORT_FLOW;
    const shown = (pages: string[]) =>
      reviewSectionsFor(review, answered(pages)).map((section) => section.heading);
    expect(shown([])).toEqual(['Manager(s)', 'Location']);
    expect(shown([WAGE_LAW_PAGE])).toEqual(['Wage Law Violations', 'Manager(s)', 'Location']);
  });
});

describe('the annual report’s addresses (spec dashboard §7)', () => {
  it('saves page1 at location, page2 at managers and the wage-law page under its name', () => {
    expect(flowPagePath(ANNUAL_REPORT_FLOW, 'page1')).toBe('/v1/annual_report/location');
    expect(flowPagePath(ANNUAL_REPORT_FLOW, 'page2')).toBe('/v1/annual_report/managers');
    expect(flowPagePath(ANNUAL_REPORT_FLOW, WAGE_LAW_PAGE)).toBe(
      '/v1/annual_report/wage-law-violations',
    );
    expect(pageOfSegment(ANNUAL_REPORT_FLOW, 'location')).toBe('page1');
    expect(pageOfSegment(ANNUAL_REPORT_FLOW, 'managers')).toBe('page2');
    expect(pageOfSegment(ANNUAL_REPORT_FLOW, WAGE_LAW_PAGE)).toBe(WAGE_LAW_PAGE);
    // Each page has one address.
    expect(pageOfSegment(ANNUAL_REPORT_FLOW, 'page1')).toBeNull();
  });
});
