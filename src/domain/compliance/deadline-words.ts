import { formatCents } from '../checkout/money';
import { longCalendarDate } from '../long-date';
import type { FactSource } from '../state-facts/fact-source';
import type { DeadlineFee, DeadlineNeed, DeadlineRule, LevyBasis } from './deadline-rules';
import { ANNUAL_REPORT_ID, type DatedDeadline } from './state-deadlines';

/*
 * How deadlines read, in one place for the dashboard card, the calendar page, the reminder
 * emails and the calendar feed (decision 0052).
 */

/** Days from today to a due date in words: 'in 12 days', 'in 1 day', 'today', '3 days overdue'. */
export function daysToGo(days: number): string {
  if (days === 0) return 'today';
  const count = Math.abs(days);
  const unit = count === 1 ? 'day' : 'days';
  return days > 0 ? `in ${count} ${unit}` : `${count} ${unit} overdue`;
}

const GROWS_WITH: Readonly<Record<Exclude<LevyBasis, 'flat'>, string>> = {
  revenue: 'depending on revenue',
  'net-worth': 'depending on net worth',
  hybrid: 'depending on the business’s figures',
  composite: 'depending on the business’s figures',
};

/**
 * A deadline's fee as an amount: '$50.00' exactly (a sourced $0 is '$0.00'), '$800.00 or more,
 * depending on revenue' for a levy that grows; null where no figure is published.
 */
export function feeAmount(fee: DeadlineFee): string | null {
  if (fee.status === 'unknown') return null;
  const amount = formatCents(fee.cents);
  return fee.status === 'sourced' ? amount : `${amount} or more, ${GROWS_WITH[fee.basis]}`;
}

/** What is said in place of an amount the state does not publish. */
export const FEE_CONFIRMED_BEFORE_FILING = 'confirmed before filing';

/**
 * The annual report card's line (issue 17): 'Due May 15, 2027 · in 170 days · state fee $0.00';
 * an unpublished fee is confirmed before filing.
 */
export function dueLine(deadline: Pick<DatedDeadline, 'due' | 'days_until_due' | 'fee'>): string {
  const fee = feeAmount(deadline.fee) ?? FEE_CONFIRMED_BEFORE_FILING;
  return `Due ${longCalendarDate(deadline.due)} · ${daysToGo(deadline.days_until_due)} · state fee ${fee}`;
}

/**
 * A deadline's title inside a sentence: the rule's sentence-case titles ('Annual report',
 * 'Biennial report') in lower case, a levy's proper name ('Franchise Tax') as the state writes it.
 */
export function titleInSentence(title: string): string {
  return /^[A-Z][^A-Z]*$/.test(title) ? title.toLowerCase() : title;
}

/** '{State} annual report due — {business}': a calendar event's summary, a reminder's subject. */
export function deadlineHeadline(stateName: string, title: string, businessName: string): string {
  return `${stateName} ${titleInSentence(title)} due — ${businessName}`;
}

/** '(source: https://…, verified July 17, 2026)': where a figure or a rule was read. */
export function sourceWords({ source_url, last_verified }: FactSource): string {
  return `(source: ${source_url}, verified ${longCalendarDate(last_verified)})`;
}

/**
 * A deadline's fee in a sentence, with its source: 'State fee: $0.00 (source: …)'. A levy's
 * amount is the state's tax or fee itself, so it is named 'Amount'.
 */
export function feeSentence({ id, fee }: Pick<DatedDeadline, 'id' | 'fee'>): string {
  const label = id === ANNUAL_REPORT_ID ? 'State fee' : 'Amount';
  const amount = feeAmount(fee);
  if (amount === null || fee.status === 'unknown') {
    return `${label}: ${FEE_CONFIRMED_BEFORE_FILING} (the state publishes no figure Charter could source).`;
  }
  return `${label}: ${amount} ${sourceWords(fee)}.`;
}

/** The state's rule in its own words, with its source: 'Texas’s rule, as written: "May 15" (source: …).' */
export function ruleSentence(stateName: string, rule: DeadlineRule): string {
  return `${stateName}’s rule, as written: “${rule.as_written}” ${sourceWords(rule)}.`;
}

/** A dated deadline's status in words: the badge says it, its colour only repeats it. */
export const DEADLINE_STATUS_LABELS: Readonly<Record<DatedDeadline['status'], string>> = {
  upcoming: 'Upcoming',
  open: 'Filing window open',
  overdue: 'Overdue',
};

/** What a deadline Charter cannot date depends on, in a sentence. */
export const NEEDS_WORDS: Readonly<Record<DeadlineNeed, string>> = {
  'tax-year-end':
    'Its due date follows the end of your business’s tax year, which Charter does not know yet.',
  'federal-return-due-date':
    'Its due date is that of your business’s federal income tax return, which the business’s ' +
    'tax classification sets.',
  'filing-frequency':
    'Its due dates follow the filing frequency the state’s tax department assigns your business.',
};

/** What an undated annual report's due date depends on, as the dashboard card's line says it. */
export const NEEDS_SHORT: Readonly<Record<DeadlineNeed, string>> = {
  'tax-year-end': 'Due date follows your tax year end',
  'federal-return-due-date': 'Due with your federal tax return',
  'filing-frequency': 'Due dates follow your filing frequency',
};
