import { daysBetween, isIsoDate } from '../estimates/calendar-date';
import type { StateFacts } from '../state-facts/state-facts';
import { deadlineSteps, NEEDS_TAX_YEAR_END, type Occurrence } from './deadline-dates';
import type { DeadlineCycle, DeadlineFee, DeadlineNeed, DeadlineRule } from './deadline-rules';

/**
 * A business's next state deadlines (decision 0051): its annual report and the state's other
 * recurring levies, each with its due date, its fee and the state's words with their source.
 * The same code runs in the browser (calendar page, dashboard card) and on the server (calendar
 * feed, reminder emails). Snake case because it is served and stored as it is.
 */

type DeadlineBase = {
  /** 'annual-report', or 'recurring-fee-1'… in the order of the state's `recurring_fees`. */
  id: string;
  title: string;
  /** The rule with the state's words (`as_written`), their source and last-verified date. */
  rule: DeadlineRule;
  fee: DeadlineFee;
};

/** A deadline Charter can date. */
export type DatedDeadline = DeadlineBase & {
  /**
   * Relative to today: 'upcoming' before the window opens (or before the due date where the state
   * sets no window), 'open' from the window's first day to the due date, 'overdue' after it.
   */
  status: 'upcoming' | 'open' | 'overdue';
  due: string;
  /** The window's first day, where the state sets one. */
  opens: string | null;
  /** Days from today to the due date: 0 on the day, negative once overdue. */
  days_until_due: number;
  /** Whether this is the business's first filing of it. */
  first: boolean;
  cycle: DeadlineCycle | 'quarterly';
  /** The filing after this one; null where it cannot be dated without the tax year end. */
  following: Occurrence | null;
};

/** A deadline that depends on something about the business Charter does not know. */
export type UndatedDeadline = DeadlineBase & {
  status: 'needs';
  needs: DeadlineNeed;
};

/** The state has no such filing ('N/A'): the page says so, with the source. */
export type AbsentDeadline = DeadlineBase & {
  status: 'none';
};

export type StateDeadline = DatedDeadline | UndatedDeadline | AbsentDeadline;

/** The annual report's deadline id (the state's levies are 'recurring-fee-1'…). */
export const ANNUAL_REPORT_ID = 'annual-report';

export interface DeadlineQuery {
  /** The business's formation date, 'YYYY-MM-DD'. */
  formedOn: string;
  /** Today on the caller's calendar, 'YYYY-MM-DD'. */
  today: string;
  /** The month (1-12) the business's tax year ends; leave it out when the owner has not said. */
  taxYearEndMonth?: number;
  /**
   * Per deadline id, the due date of the latest filing the owner is known to have made. Without
   * it, filings due before today are taken as made, and the next one is the first due today or
   * later (never overdue); with it, the next one is the first due after it, overdue once past.
   */
  filedThrough?: Readonly<Record<string, string>>;
}

function cycleOf(rule: DeadlineRule): DeadlineCycle | 'quarterly' {
  const { due } = rule;
  if (due.kind === 'fixed' || due.kind === 'anniversary') return due.cycle;
  return due.kind === 'quarterly' ? 'quarterly' : 'annual';
}

function statusOn(today: string, { due, opens }: Occurrence): DatedDeadline['status'] {
  if (due < today) return 'overdue';
  return opens !== null && opens <= today ? 'open' : 'upcoming';
}

/** The pending filing of one deadline and the one after it. */
function deadline(base: DeadlineBase, query: DeadlineQuery): StateDeadline {
  const { due } = base.rule;
  if (due.kind === 'none') return { ...base, status: 'none' };
  if (due.kind === 'needs') return { ...base, status: 'needs', needs: due.needs };

  const filedThrough = query.filedThrough?.[base.id];
  const isPending = (occurrence: Occurrence) =>
    filedThrough === undefined ? occurrence.due >= query.today : occurrence.due > filedThrough;
  let index = 0;
  let pending: { occurrence: Occurrence; first: boolean } | null = null;
  for (const step of deadlineSteps(base.rule, query)) {
    if (step === NEEDS_TAX_YEAR_END) {
      if (pending === null) return { ...base, status: 'needs', needs: NEEDS_TAX_YEAR_END };
      return dated(base, query.today, pending, null);
    }
    if (pending !== null) return dated(base, query.today, pending, step);
    if (isPending(step)) pending = { occurrence: step, first: index === 0 };
    index += 1;
  }
  // deadlineSteps never ends for a dated rule: reaching here is a broken rule, not a date.
  throw new Error(`The rule for ${base.title} dates no filing`);
}

function dated(
  base: DeadlineBase,
  today: string,
  { occurrence, first }: { occurrence: Occurrence; first: boolean },
  following: Occurrence | null,
): DatedDeadline {
  return {
    ...base,
    status: statusOn(today, occurrence),
    due: occurrence.due,
    opens: occurrence.opens,
    days_until_due: daysBetween(today, occurrence.due),
    first,
    cycle: cycleOf(base.rule),
    following,
  };
}

function checkQuery({ formedOn, today, taxYearEndMonth, filedThrough }: DeadlineQuery) {
  const dates = [formedOn, today, ...Object.values(filedThrough ?? {})];
  const bad = dates.find((date) => !isIsoDate(date));
  if (bad !== undefined) throw new RangeError(`Not a calendar date: ${bad}`);
  const month = taxYearEndMonth;
  if (month !== undefined && !(Number.isInteger(month) && month >= 1 && month <= 12)) {
    throw new RangeError(`Not a month: ${month}`);
  }
}

/**
 * A business's state deadlines from its state's facts: the annual report first (its fee is
 * the state's annual report fee), then each recurring levy. Throws RangeError on a date that is
 * not 'YYYY-MM-DD' or a tax year end that is not a month.
 */
export function stateDeadlines(
  facts: Pick<StateFacts, 'compliance' | 'service_fees'>,
  query: DeadlineQuery,
): StateDeadline[] {
  checkQuery(query);
  const { annual_report: annualReport, recurring_fees: recurringFees } = facts.compliance;
  return [
    deadline(
      {
        id: ANNUAL_REPORT_ID,
        title: annualReport.title,
        rule: annualReport,
        fee: facts.service_fees.LLC_ANNUAL_REPORT,
      },
      query,
    ),
    ...recurringFees.map((rule, index) =>
      deadline({ id: `recurring-fee-${index + 1}`, title: rule.title, rule, fee: rule.fee }, query),
    ),
  ];
}
