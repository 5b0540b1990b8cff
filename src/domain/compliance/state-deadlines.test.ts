import { describe, expect, it } from 'vitest';
import type { StateFacts } from '../state-facts/state-facts';
import type {
  AnniversaryAnchor,
  DeadlineCycle,
  DeadlineRule,
  DueRule,
  FirstFiling,
  RecurringFeeRule,
} from './deadline-rules';
import { stateDeadlines, type DeadlineQuery, type StateDeadline } from './state-deadlines';

const SOURCE = { source_url: 'https://sos.example.gov/fees', last_verified: '2026-07-17' };

function rule(due: DueRule, first_filing: FirstFiling | null = null): DeadlineRule {
  return {
    title: 'Annual report',
    due,
    first_filing,
    as_written: 'as the state words it',
    reading: null,
    to_confirm: null,
    ...SOURCE,
  };
}

const fixed = (month: number, day: number, cycle: DeadlineCycle = 'annual'): DueRule => ({
  kind: 'fixed',
  due: { month, day },
  opens: null,
  cycle,
});

const anniversary = (anchor: AnniversaryAnchor, cycle: DeadlineCycle = 'annual'): DueRule => ({
  kind: 'anniversary',
  due: { anchor, shift_months: 0 },
  opens: null,
  cycle,
});

const ANNUAL_REPORT_FEE = { status: 'sourced', cents: 50_00, ...SOURCE } as const;

function facts(
  annualReport: DeadlineRule,
  recurringFees: RecurringFeeRule[] = [],
): Pick<StateFacts, 'compliance' | 'service_fees'> {
  return {
    compliance: { annual_report: annualReport, recurring_fees: recurringFees },
    service_fees: {
      LLC_ANNUAL_REPORT: ANNUAL_REPORT_FEE,
      LLC_AMENDMENT: { status: 'unknown' },
      CERT_GOOD_STANDING: { status: 'unknown' },
    },
  };
}

/** The annual report's deadline under `report` for the query. */
function annualReport(report: DeadlineRule, query: DeadlineQuery): StateDeadline {
  return stateDeadlines(facts(report), query)[0]!;
}

/** Due date and the following due date, for the rule and a business formed and asked on dates. */
function dueDates(report: DeadlineRule, formedOn: string, today = formedOn) {
  const deadline = annualReport(report, { formedOn, today });
  if (deadline.status === 'none' || deadline.status === 'needs') return deadline.status;
  return [deadline.due, deadline.following?.due ?? null];
}

describe('the first filing', () => {
  it('falls in the year after the formation year, even when the date comes sooner', () => {
    expect(dueDates(rule(fixed(5, 1)), '2026-01-10')).toEqual(['2027-05-01', '2028-05-01']);
    expect(dueDates(rule(anniversary('date')), '2026-01-10')).toEqual(['2027-01-10', '2028-01-10']);
  });

  it('is marked first, then not', () => {
    const report = rule(fixed(5, 1));
    expect(annualReport(report, { formedOn: '2026-01-10', today: '2026-01-10' })).toMatchObject({
      first: true,
    });
    expect(annualReport(report, { formedOn: '2026-01-10', today: '2027-06-01' })).toMatchObject({
      first: false,
    });
  });

  it('comes within so many days of formation where the state says so', () => {
    const report = rule(anniversary('month-end', 'biennial-from-formation'), {
      kind: 'within-days',
      days: 90,
    });
    expect(dueDates(report, '2026-08-10')).toEqual(['2026-11-08', '2028-08-31']);
  });

  it('skips the first occurrence after a late formation where the state says so', () => {
    const report = rule(fixed(2, 15), {
      kind: 'skip-if-formed-after',
      after: { month: 9, day: 30 },
    });
    expect(dueDates(report, '2026-09-30')).toEqual(['2027-02-15', '2028-02-15']);
    expect(dueDates(report, '2026-10-01')).toEqual(['2028-02-15', '2029-02-15']);
  });

  it('falls in the formation year itself where the state says so', () => {
    expect(dueDates(rule(fixed(12, 31), { kind: 'formation-year' }), '2026-06-01')).toEqual([
      '2026-12-31',
      '2027-12-31',
    ]);
  });
});

describe('across year ends', () => {
  it('dates a December formation’s anniversary deadlines the next December', () => {
    expect(dueDates(rule(anniversary('month-end')), '2026-12-10')).toEqual([
      '2027-12-31',
      '2028-12-31',
    ]);
    expect(dueDates(rule(anniversary('quarter-end')), '2026-12-10')).toEqual([
      '2027-12-31',
      '2028-12-31',
    ]);
  });

  it('puts a January anniversary’s “before the month” deadline on the December before', () => {
    expect(dueDates(rule(anniversary('before-month')), '2026-01-15')).toEqual([
      '2026-12-31',
      '2027-12-31',
    ]);
  });

  it('carries a window shifted past December into January', () => {
    const report = rule({
      kind: 'anniversary',
      due: { anchor: 'month-end', shift_months: 2 },
      opens: { anchor: 'month-start', shift_months: -2 },
      cycle: 'annual',
    });
    const deadline = annualReport(report, { formedOn: '2026-12-10', today: '2026-12-10' });
    expect(deadline).toMatchObject({ due: '2028-02-29', opens: '2027-10-01' });
  });

  it('dates a January deadline days after a December formation', () => {
    expect(dueDates(rule(fixed(1, 2)), '2026-12-31')).toEqual(['2027-01-02', '2028-01-02']);
  });
});

describe('leap years', () => {
  it('lays a February 29 formation’s anniversary on February 28 in common years', () => {
    expect(dueDates(rule(anniversary('date')), '2024-02-29')).toEqual(['2025-02-28', '2026-02-28']);
    expect(dueDates(rule(anniversary('date')), '2024-02-29', '2027-03-01')).toEqual([
      '2028-02-29',
      '2029-02-28',
    ]);
  });

  it('ends February on its last day, the 29th in a leap year', () => {
    expect(dueDates(rule(anniversary('month-end')), '2027-02-10')).toEqual([
      '2028-02-29',
      '2029-02-28',
    ]);
    expect(dueDates(rule(anniversary('before-month')), '2027-03-05')).toEqual([
      '2028-02-29',
      '2029-02-28',
    ]);
  });

  it('counts days after formation across February 29', () => {
    const report = rule(anniversary('month-end', 'biennial-from-formation'), {
      kind: 'within-days',
      days: 90,
    });
    expect(dueDates(report, '2027-12-15')).toEqual(['2028-03-14', '2029-12-31']);
  });
});

describe('biennial cycles', () => {
  it('files in odd years only: the first odd year after the formation year', () => {
    const report = rule(fixed(4, 1, 'biennial-odd'));
    expect(dueDates(report, '2025-06-01')).toEqual(['2027-04-01', '2029-04-01']);
    expect(dueDates(report, '2026-06-01')).toEqual(['2027-04-01', '2029-04-01']);
  });

  it('files every second year from the formation year', () => {
    expect(dueDates(rule(fixed(1, 2, 'biennial-from-formation')), '2026-03-01')).toEqual([
      '2028-01-02',
      '2030-01-02',
    ]);
    expect(
      dueDates(rule(anniversary('month-end', 'biennial-from-formation')), '2025-03-01'),
    ).toEqual(['2027-03-31', '2029-03-31']);
  });

  it('files the year after formation, then every second year', () => {
    const report = rule(fixed(4, 1, 'biennial-from-year-after-formation'));
    expect(dueDates(report, '2026-03-01')).toEqual(['2027-04-01', '2029-04-01']);
    expect(dueDates(report, '2026-03-01', '2027-04-02')).toEqual(['2029-04-01', '2031-04-01']);
  });
});

describe('status relative to today', () => {
  const report = rule({
    kind: 'fixed',
    due: { month: 3, day: 31 },
    opens: { month: 1, day: 1 },
    cycle: 'annual',
  });
  const on = (today: string, filedThrough?: string) =>
    annualReport(report, {
      formedOn: '2025-06-01',
      today,
      filedThrough: filedThrough === undefined ? undefined : { 'annual-report': filedThrough },
    });

  it('is upcoming before the window opens', () => {
    expect(on('2026-12-31')).toMatchObject({
      status: 'upcoming',
      due: '2027-03-31',
      opens: '2027-01-01',
      days_until_due: 90,
    });
  });

  it('is open inside the window, to the due date itself', () => {
    expect(on('2027-01-01')).toMatchObject({ status: 'open', due: '2027-03-31' });
    expect(on('2027-03-31')).toMatchObject({ status: 'open', days_until_due: 0 });
  });

  it('moves to the next year’s once the window has passed, when filings are not known', () => {
    expect(on('2027-04-01')).toMatchObject({
      status: 'upcoming',
      due: '2028-03-31',
      following: { due: '2029-03-31', opens: '2029-01-01' },
    });
  });

  it('is overdue past the due date of a filing known not to be made', () => {
    expect(on('2027-04-01', '2026-03-31')).toMatchObject({
      status: 'overdue',
      due: '2027-03-31',
      days_until_due: -1,
      following: { due: '2028-03-31' },
    });
    expect(on('2027-04-01', '2027-03-31')).toMatchObject({ status: 'upcoming', due: '2028-03-31' });
  });

  it('is upcoming up to a due date the state sets no window for', () => {
    expect(
      annualReport(rule(fixed(5, 1)), { formedOn: '2025-06-01', today: '2026-05-01' }),
    ).toMatchObject({ status: 'upcoming', due: '2026-05-01', opens: null, days_until_due: 0 });
  });
});

describe('deadlines that are not dated from the formation alone', () => {
  it('says the state has no annual report, with the fee it states', () => {
    expect(
      annualReport(rule({ kind: 'none' }), { formedOn: '2026-01-10', today: '2026-01-10' }),
    ).toEqual({
      id: 'annual-report',
      title: 'Annual report',
      status: 'none',
      rule: rule({ kind: 'none' }),
      fee: ANNUAL_REPORT_FEE,
    });
  });

  it('asks for the tax year end of a fiscal-year rule, and dates it once given', () => {
    const report = rule({ kind: 'after-tax-year-end', month: 3, day: 'last' });
    const query = { formedOn: '2026-06-15', today: '2026-06-15' };
    expect(annualReport(report, query)).toMatchObject({ status: 'needs', needs: 'tax-year-end' });
    expect(annualReport(report, { ...query, taxYearEndMonth: 12 })).toMatchObject({
      status: 'upcoming',
      due: '2027-03-31',
      following: { due: '2028-03-31' },
      cycle: 'annual',
    });
    // A tax year ending June 30 closes on the formation's own month end.
    expect(annualReport(report, { ...query, taxYearEndMonth: 6 })).toMatchObject({
      due: '2026-09-30',
    });
  });

  it('says what else it needs', () => {
    expect(
      annualReport(rule({ kind: 'needs', needs: 'filing-frequency' }), {
        formedOn: '2026-01-10',
        today: '2026-01-10',
      }),
    ).toMatchObject({ status: 'needs', needs: 'filing-frequency' });
  });

  it('dates a quarterly levy after each calendar quarter', () => {
    const deadline = annualReport(rule({ kind: 'quarterly', month: 2, day: 10 }), {
      formedOn: '2026-11-20',
      today: '2026-11-20',
    });
    expect(deadline).toMatchObject({
      due: '2027-02-10',
      following: { due: '2027-05-10' },
      cycle: 'quarterly',
    });
  });
});

describe('a state’s deadlines together', () => {
  const levy: RecurringFeeRule = {
    ...rule(
      { kind: 'after-tax-year-end', month: 4, day: 15 },
      { kind: 'nth-month', month: 4, day: 15 },
    ),
    title: 'Annual Tax',
    collected_by: 'Franchise Tax Board',
    fee: { status: 'minimum', basis: 'hybrid', cents: 800_00, ...SOURCE },
  };

  it('lists the annual report with its fee, then each levy with its own', () => {
    const deadlines = stateDeadlines(facts(rule(fixed(5, 1)), [levy]), {
      formedOn: '2026-08-10',
      today: '2026-08-10',
      taxYearEndMonth: 12,
    });
    expect(deadlines.map(({ id, title, fee }) => [id, title, fee.status])).toEqual([
      ['annual-report', 'Annual report', 'sourced'],
      ['recurring-fee-1', 'Annual Tax', 'minimum'],
    ]);
    expect(deadlines[1]).toMatchObject({
      due: '2026-11-15',
      first: true,
      following: { due: '2027-04-15' },
    });
  });

  it('dates a formation-relative first payment without the tax year end, and no more', () => {
    const query = { formedOn: '2026-08-10', today: '2026-08-10' };
    expect(stateDeadlines(facts(rule(fixed(5, 1)), [levy]), query)[1]).toMatchObject({
      due: '2026-11-15',
      following: null,
    });
    expect(
      stateDeadlines(facts(rule(fixed(5, 1)), [levy]), { ...query, today: '2026-11-16' })[1],
    ).toMatchObject({ status: 'needs', needs: 'tax-year-end' });
  });

  it('refuses dates that are not calendar dates, and months that are not months', () => {
    const report = facts(rule(fixed(5, 1)));
    expect(() => stateDeadlines(report, { formedOn: '2026-02-30', today: '2026-03-01' })).toThrow(
      RangeError,
    );
    expect(() =>
      stateDeadlines(report, { formedOn: '2026-02-01', today: '2026-03-01', taxYearEndMonth: 13 }),
    ).toThrow(RangeError);
    expect(() =>
      stateDeadlines(report, {
        formedOn: '2026-02-01',
        today: '2026-03-01',
        filedThrough: { 'annual-report': 'soon' },
      }),
    ).toThrow(RangeError);
  });
});
