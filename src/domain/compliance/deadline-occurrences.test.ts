import { describe, expect, it } from 'vitest';
import type { DeadlineRule } from './deadline-rules';
import { occurrencesThrough } from './deadline-occurrences';

const rule = (due: DeadlineRule['due'], first_filing: DeadlineRule['first_filing'] = null) =>
  ({ due, first_filing }) as DeadlineRule;

describe('a deadline’s filings ahead', () => {
  it('lists the pending filing and those after it up to the horizon', () => {
    const annual = rule({
      kind: 'fixed',
      due: { month: 5, day: 15 },
      opens: null,
      cycle: 'annual',
    });
    expect(
      occurrencesThrough(
        { rule: annual, due: '2027-05-15' },
        { formedOn: '2026-03-10' },
        '2029-05-14',
      ),
    ).toEqual([
      { due: '2027-05-15', opens: null },
      { due: '2028-05-15', opens: null },
    ]);
  });

  it('starts from the pending filing, not the first one, and keeps windows', () => {
    const windowed = rule({
      kind: 'fixed',
      due: { month: 4, day: 1 },
      opens: { month: 1, day: 1 },
      cycle: 'biennial-odd',
    });
    expect(
      occurrencesThrough(
        { rule: windowed, due: '2029-04-01' },
        { formedOn: '2026-03-10' },
        '2031-04-01',
      ),
    ).toEqual([
      { due: '2029-04-01', opens: '2029-01-01' },
      { due: '2031-04-01', opens: '2031-01-01' },
    ]);
  });

  it('stops where the rest needs the tax year end', () => {
    const levy = rule(
      { kind: 'after-tax-year-end', month: 4, day: 15 },
      { kind: 'nth-month', month: 4, day: 15 },
    );
    expect(
      occurrencesThrough(
        { rule: levy, due: '2026-11-15' },
        { formedOn: '2026-08-10' },
        '2028-11-15',
      ),
    ).toEqual([{ due: '2026-11-15', opens: null }]);
  });
});
