import { addCalendarDays, calendarDate, dateParts } from '../estimates/calendar-date';
import type {
  AnniversaryPoint,
  DeadlineCycle,
  DeadlineRule,
  DueRule,
  FirstFiling,
  MonthDay,
} from './deadline-rules';

/**
 * The dates a deadline rule falls on for one business (decision 0051). Dates are calendar days
 * ('YYYY-MM-DD'), never instants: a due date is the day the state writes, not moved off a
 * weekend or holiday, so filing by it is on time wherever the state grants the next business day.
 */

/** One filing of a deadline: when it is due, and when its window opens where the state sets one. */
export type Occurrence = {
  due: string;
  opens: string | null;
};

/** The rest of the sequence cannot be dated without the business's tax year end. */
export const NEEDS_TAX_YEAR_END = 'tax-year-end';

type Step = Occurrence | typeof NEEDS_TAX_YEAR_END;

/** What the rule's dates depend on besides the rule. */
export interface DatingInput {
  /** The formation date, 'YYYY-MM-DD'. */
  formedOn: string;
  /** The month (1-12) the business's tax year ends, when the caller knows it. */
  taxYearEndMonth?: number;
}

/** Years from `first` on that the cycle holds, counted against the formation year. */
function* cycleYears(cycle: DeadlineCycle, first: number, formationYear: number) {
  for (let year = first; ; year += 1) {
    const sinceFormation = year - formationYear;
    if (cycle === 'biennial-odd' && year % 2 === 0) continue;
    if (cycle === 'biennial-from-formation' && sinceFormation % 2 !== 0) continue;
    if (cycle === 'biennial-from-year-after-formation' && sinceFormation % 2 !== 1) continue;
    yield year;
  }
}

function onMonthDay(year: number, { month, day }: MonthDay): string {
  return calendarDate(year, month, day);
}

/** An anniversary point in `year`, from the formation's month and day. */
function onAnniversary(year: number, formedOn: string, point: AnniversaryPoint): string {
  const formed = dateParts(formedOn);
  const month = formed.month + point.shift_months;
  const quarterStart = month - ((((month - 1) % 3) + 3) % 3);
  switch (point.anchor) {
    // calendarDate lays a February 29 anniversary on February 28 in a common year.
    case 'date':
      return calendarDate(year, month, formed.day);
    case 'month-start':
      return calendarDate(year, month, 1);
    case 'month-end':
      return calendarDate(year, month, 'last');
    case 'before-month':
      return addCalendarDays(calendarDate(year, month, 1), -1);
    case 'quarter-start':
      return calendarDate(year, quarterStart, 1);
    case 'quarter-end':
      return calendarDate(year, quarterStart + 2, 'last');
  }
}

type YearlyRule = Extract<DueRule, { kind: 'fixed' | 'anniversary' }>;

/** A fixed or anniversary rule's filing whose cycle year is `year`. */
function inCycleYear(due: YearlyRule, year: number, formedOn: string): Occurrence {
  if (due.kind === 'fixed') {
    return { due: onMonthDay(year, due.due), opens: due.opens && onMonthDay(year, due.opens) };
  }
  return {
    due: onAnniversary(year, formedOn, due.due),
    opens: due.opens && onAnniversary(year, formedOn, due.opens),
  };
}

/** The first occurrence a first-filing rule adds before the regular ones, if any. */
function initialOccurrence(first: FirstFiling | null, formedOn: string): Occurrence | null {
  if (first?.kind === 'within-days') {
    return { due: addCalendarDays(formedOn, first.days), opens: null };
  }
  if (first?.kind === 'nth-month') {
    const { year, month } = dateParts(formedOn);
    return { due: calendarDate(year, month + first.month - 1, first.day), opens: null };
  }
  return null;
}

/**
 * The calendar year of the first regular occurrence: the year after the formation year
 * (decision 0051), unless the rule's first filing says otherwise.
 */
function firstCycleYear(first: FirstFiling | null, formedOn: string): number {
  const { year } = dateParts(formedOn);
  if (first?.kind === 'formation-year') return year;
  if (first?.kind === 'skip-if-formed-after' && formedOn > onMonthDay(year, first.after)) {
    return year + 2;
  }
  return year + 1;
}

/** Tax years end on the last day of `endMonth`: the first such day on or after the formation. */
function* afterTaxYearEnd(
  due: Extract<DueRule, { kind: 'after-tax-year-end' }>,
  formedOn: string,
  endMonth: number,
): Generator<Occurrence> {
  const formed = dateParts(formedOn);
  let year = formed.year;
  if (formedOn > calendarDate(year, endMonth, 'last')) year += 1;
  for (; ; year += 1) {
    yield { due: calendarDate(year, endMonth + due.month, due.day), opens: null };
  }
}

/** Calendar quarters end in March, June, September and December: from the formation's on. */
function* quarterly(
  due: Extract<DueRule, { kind: 'quarterly' }>,
  formedOn: string,
): Generator<Occurrence> {
  const formed = dateParts(formedOn);
  for (let quarterEnd = Math.ceil(formed.month / 3) * 3; ; quarterEnd += 3) {
    yield { due: calendarDate(formed.year, quarterEnd + due.month, due.day), opens: null };
  }
}

function* regularSteps(rule: DeadlineRule, input: DatingInput): Generator<Step> {
  const { due } = rule;
  const { formedOn } = input;
  switch (due.kind) {
    case 'fixed':
    case 'anniversary': {
      const first = firstCycleYear(rule.first_filing, formedOn);
      for (const year of cycleYears(due.cycle, first, dateParts(formedOn).year)) {
        yield inCycleYear(due, year, formedOn);
      }
      return;
    }
    case 'after-tax-year-end':
      if (input.taxYearEndMonth === undefined) {
        yield NEEDS_TAX_YEAR_END;
        return;
      }
      yield* afterTaxYearEnd(due, formedOn, input.taxYearEndMonth);
      return;
    case 'quarterly':
      yield* quarterly(due, formedOn);
      return;
    case 'needs':
    case 'none':
      return;
  }
}

/**
 * Every filing of a dated rule for a business, in order of due date, without end; a step that
 * reads NEEDS_TAX_YEAR_END stands for the rest when the tax year end is unknown. Empty for a rule
 * that dates nothing ('needs', 'none').
 */
export function* deadlineSteps(rule: DeadlineRule, input: DatingInput): Generator<Step> {
  const initial = initialOccurrence(rule.first_filing, input.formedOn);
  if (initial) yield initial;
  yield* regularSteps(rule, input);
}
