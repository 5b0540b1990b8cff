import {
  deadlineSteps,
  NEEDS_TAX_YEAR_END,
  type DatingInput,
  type Occurrence,
} from './deadline-dates';
import type { DatedDeadline } from './state-deadlines';

/**
 * A dated deadline's filings from its pending one (stateDeadlines' answer) up to `until`
 * inclusive, in order of due date: what a calendar shows ahead. Stops where the rest cannot be
 * dated without the tax year end.
 */
export function occurrencesThrough(
  deadline: Pick<DatedDeadline, 'rule' | 'due'>,
  input: DatingInput,
  until: string,
): Occurrence[] {
  const occurrences: Occurrence[] = [];
  for (const step of deadlineSteps(deadline.rule, input)) {
    if (step === NEEDS_TAX_YEAR_END || step.due > until) break;
    if (step.due >= deadline.due) occurrences.push(step);
  }
  return occurrences;
}
