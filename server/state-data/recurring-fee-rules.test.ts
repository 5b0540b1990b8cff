import { describe, expect, it } from 'vitest';
import { stateDeadlines, type StateDeadline } from '../../src/domain/compliance/state-deadlines';
import { STATE_DATASET } from './dataset';
import { hasRecurringFee, RECURRING_FEE_READINGS, recurringFeeRules } from './recurring-fee-rules';
import { stateFacts } from './state-facts';

/** The levy's deadline for a business formed on `formedOn`, asked on `today`. */
function levy(code: string, formedOn: string, taxYearEndMonth?: number, today = formedOn) {
  const deadlines = stateDeadlines(stateFacts(code)!, { formedOn, today, taxYearEndMonth });
  expect(deadlines, code).toHaveLength(2);
  return deadlines[1]!;
}

function dates(deadline: StateDeadline) {
  if (deadline.status === 'none') return 'none';
  if (deadline.status === 'needs') return deadline.needs;
  return [deadline.due, deadline.following?.due ?? null];
}

/**
 * Every levy's first due date for an LLC formed on November 20, 2025 whose tax year ends
 * December 31, worked out by hand from the state's words.
 */
const FORMED_NOV_20_2025: readonly [string, ReturnType<typeof dates>][] = [
  // A one-year license bought at formation ends December 31 of that year.
  ['AK', ['2025-12-31', '2026-12-31']],
  ['AL', 'federal-return-due-date'],
  // The first payment on the 15th of the 4th month counting November; then April 15 each year.
  ['CA', ['2026-02-15', '2026-04-15']],
  ['DC', ['2026-04-15', '2027-04-15']],
  ['HI', ['2026-04-20', '2027-04-20']],
  ['KY', ['2026-04-15', '2027-04-15']],
  ['MN', 'federal-return-due-date'],
  ['NH', 'federal-return-due-date'],
  ['NY', ['2026-03-15', '2027-03-15']],
  // The quarter ending December 31, 2025: February 10, then May 10.
  ['OH', ['2026-02-10', '2026-05-10']],
  ['OR', ['2026-04-15', '2027-04-15']],
  ['RI', ['2026-04-15', '2027-04-15']],
  ['TN', ['2026-04-15', '2027-04-15']],
  ['TX', ['2026-05-15', '2027-05-15']],
  ['VT', 'federal-return-due-date'],
  ['WA', 'filing-frequency'],
];

describe('the recurring fee table against the copied dataset', () => {
  it('reads exactly the levies the annual report fee does not already hold', () => {
    const withLevy = Object.entries(STATE_DATASET.states)
      .filter(([, state]) => hasRecurringFee(state.stateTax))
      .map(([code]) => code)
      .sort();
    expect(Object.keys(RECURRING_FEE_READINGS).sort()).toEqual(withLevy);
    for (const [code, reading] of Object.entries(RECURRING_FEE_READINGS)) {
      expect(STATE_DATASET.states[code]!.stateTax?.dueDate, code).toBe(reading.as_written);
    }
  });

  it('lists none where the levy is the annual report fee, or there is none', () => {
    for (const code of ['AR', 'DE', 'NV', 'WY', 'FL', 'AZ']) {
      expect(recurringFeeRules(code, STATE_DATASET.states[code]!), code).toEqual([]);
    }
  });

  it('names the levy as the state does, with its collector, amount and sources', () => {
    expect(recurringFeeRules('CA', STATE_DATASET.states.CA!)).toEqual([
      expect.objectContaining({
        title: 'Annual Tax',
        collected_by: 'Franchise Tax Board',
        fee: {
          status: 'minimum',
          basis: 'hybrid',
          cents: 800_00,
          source_url:
            'https://www.ftb.ca.gov/file/business/types/limited-liability-company/index.html',
          last_verified: '2026-08-07',
        },
        as_written:
          'Your subsequent annual tax payments will continue to be due on the 15th day of the 4th month of your taxable year.',
        source_url:
          'https://www.ftb.ca.gov/file/business/types/limited-liability-company/index.html',
      }),
    ]);
    expect(recurringFeeRules('RI', STATE_DATASET.states.RI!)[0]!.fee).toMatchObject({
      status: 'sourced',
      cents: 400_00,
    });
    expect(recurringFeeRules('NH', STATE_DATASET.states.NH!)[0]!.fee).toEqual({
      status: 'unknown',
    });
  });

  it('refuses words the table did not read', () => {
    const texas = STATE_DATASET.states.TX!;
    const changed = { ...texas, stateTax: { ...texas.stateTax!, dueDate: 'May 16' } };
    expect(() => recurringFeeRules('TX', changed)).toThrow(
      'Texas’s Franchise Tax due date now reads "May 16"',
    );
  });
});

describe('the first due date of every levy', () => {
  it('covers every levy in the table', () => {
    expect(FORMED_NOV_20_2025.map(([code]) => code)).toEqual(
      Object.keys(RECURRING_FEE_READINGS).sort(),
    );
  });

  it.each(FORMED_NOV_20_2025)('%s', (code, expected) => {
    expect(dates(levy(code, '2025-11-20', 12))).toEqual(expected);
  });

  it('dates California’s first payment without the tax year end, not the ones after it', () => {
    expect(levy('CA', '2025-11-20')).toMatchObject({
      status: 'upcoming',
      due: '2026-02-15',
      first: true,
      following: null,
    });
    expect(levy('CA', '2025-11-20', undefined, '2026-03-01')).toMatchObject({
      status: 'needs',
      needs: 'tax-year-end',
    });
  });
});
