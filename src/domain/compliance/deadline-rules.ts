/**
 * A state's recurring deadlines as rules Charter can compute dates from (decision 0051): the
 * annual report's due date and the state's other recurring levies, each read by hand from the
 * US LLC State Requirements Dataset's free text (`server/state-data/annual-report-rules.ts`,
 * `server/state-data/recurring-fee-rules.ts`) and served with the state's facts. The state's
 * own words stay beside each rule, with the page they were read from and the day it was checked.
 * Snake case because it is a wire shape (StateFacts.compliance).
 */
import type { FactSource } from '../state-facts/fact-source';

/** A day of the year: { month: 4, day: 15 } is April 15. Months count from 1. */
export type MonthDay = {
  month: number;
  day: number;
};

/**
 * How often a dated filing recurs, counted in the years that hold its due date (for an
 * anniversary rule, the year of the anniversary itself).
 */
export type DeadlineCycle =
  | 'annual'
  /** Odd calendar years only (Iowa, Nebraska). */
  | 'biennial-odd'
  /** Every second year counted from the formation year: formed 2026, due 2028, 2030… */
  | 'biennial-from-formation'
  /** The year after the formation year, then every second year: formed 2026, due 2027, 2029… */
  | 'biennial-from-year-after-formation';

/** Where on the calendar an anniversary rule falls, from the formation's month and day. */
export type AnniversaryAnchor =
  /** The formation's month and day (a February 29 formation: February 28 in common years). */
  | 'date'
  /** The first day of the anniversary month. */
  | 'month-start'
  /** The last day of the anniversary month. */
  | 'month-end'
  /** The last day before the anniversary month begins. */
  | 'before-month'
  /** The first day of the calendar quarter holding the anniversary. */
  | 'quarter-start'
  /** The last day of that quarter. */
  | 'quarter-end';

export type AnniversaryPoint = {
  anchor: AnniversaryAnchor;
  /** Months the anniversary month is moved by first (Colorado: 2 before, 2 after); 0 mostly. */
  shift_months: number;
};

/** What Charter would need to know to date a deadline it cannot date from the formation alone. */
export type DeadlineNeed =
  /** The month the business's tax (fiscal) year ends: Charter does not ask it. */
  | 'tax-year-end'
  /** The due date of the business's federal income tax return, which its tax classification sets. */
  | 'federal-return-due-date'
  /** The filing frequency the state's tax department assigns the business. */
  | 'filing-frequency';

/** When a deadline falls, as read from the state's words. */
export type DueRule =
  /** The same calendar day each cycle year; `opens` starts the window when the state sets one. */
  | { kind: 'fixed'; due: MonthDay; opens: MonthDay | null; cycle: DeadlineCycle }
  /** A day set by the formation's anniversary; `opens` starts the window when the state sets one. */
  | {
      kind: 'anniversary';
      due: AnniversaryPoint;
      opens: AnniversaryPoint | null;
      cycle: DeadlineCycle;
    }
  /**
   * Day `day` (or the last day) of the `month`th month after the business's tax year ends, each
   * year: dated only when the caller knows the month the tax year ends.
   */
  | { kind: 'after-tax-year-end'; month: number; day: number | 'last' }
  /** Day `day` of the `month`th month after each calendar quarter ends. */
  | { kind: 'quarterly'; month: number; day: number }
  /** Set by something about the business Charter does not know. */
  | { kind: 'needs'; needs: Exclude<DeadlineNeed, 'tax-year-end'> }
  /** The state has no such filing. */
  | { kind: 'none' };

/**
 * Where the first filing departs from the convention that it falls in the year after the
 * formation year (decision 0051).
 */
export type FirstFiling =
  /** Within `days` days of the formation (California's first statement of information). */
  | { kind: 'within-days'; days: number }
  /** Day `day` of the `month`th month counting the formation's month as the first. */
  | { kind: 'nth-month'; month: number; day: number }
  /** In the formation year itself (Alaska's business license ends December 31 of the year bought). */
  | { kind: 'formation-year' }
  /** A business formed after `after` skips the first occurrence (Michigan: after September 30). */
  | { kind: 'skip-if-formed-after'; after: MonthDay };

/** One recurring deadline of a state, with the state's own words and where they were read. */
export type DeadlineRule = FactSource & {
  /** What it is: 'Annual report', 'Biennial report', or the state's own name for a levy. */
  title: string;
  due: DueRule;
  first_filing: FirstFiling | null;
  /** The dataset's words, verbatim ('Last day of anniversary month (Biennial)', 'N/A'). */
  as_written: string;
  /** How Charter read the words where they needed reading, and what settled it; else null. */
  reading: string | null;
  /** What the words and the sources leave unsettled, in the rule Charter computes; else null. */
  to_confirm: string | null;
};

/** How a levy's amount is measured (the dataset's `basis`). */
export type LevyBasis = 'flat' | 'net-worth' | 'revenue' | 'hybrid' | 'composite';

/** What a deadline costs in state fees or tax, each figure with its source. */
export type DeadlineFee =
  /** The amount, exactly: 0 where the state charges nothing. */
  | ({ status: 'sourced'; cents: number } & FactSource)
  /** At least this much: the amount grows with what `basis` measures. */
  | ({ status: 'minimum'; cents: number; basis: Exclude<LevyBasis, 'flat'> } & FactSource)
  /** No published figure. */
  | { status: 'unknown' };

/**
 * A recurring state levy beyond the annual report fee (the dataset's `tax-rules`), such as
 * California's $800 annual tax. Levies the annual report fee already includes are not listed.
 */
export type RecurringFeeRule = DeadlineRule & {
  /** The agency that collects it, as the dataset names it. */
  collected_by: string;
  fee: DeadlineFee;
};

/** A state's recurring deadlines: its annual report (its fee is `service_fees`'), and its levies. */
export type ComplianceRules = {
  annual_report: DeadlineRule;
  recurring_fees: RecurringFeeRule[];
};
