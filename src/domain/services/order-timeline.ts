import type { ProductKey } from '../checkout/product-keys';
import { normalizeServiceStatus, type ServiceStatus } from './service-statuses';

/*
 * An order's timeline (issue 30 "every order has a timeline", decision 0086): when it was
 * bought, submitted, filed with the state or the IRS, and answered, from the statuses the order
 * took; with the date the answer is expected where a processing time is published, and the
 * plain 'late' rule. The business profile shows it whole, the dashboard's card its next step.
 */

/** Who answers an order once Charter has filed it; none for work Charter does itself. */
export type Authority = 'state' | 'irs';

/** The services Charter files with a state or the IRS, and with which. */
const AUTHORITIES: Partial<Record<ProductKey, Authority>> = {
  LLC_FORMATION: 'state',
  LLC_AMENDMENT: 'state',
  LLC_ANNUAL_REPORT: 'state',
  CERT_GOOD_STANDING: 'state',
  EIN_APPLICATION: 'irs',
};

export function authorityOf(productKey: ProductKey): Authority | null {
  return AUTHORITIES[productKey] ?? null;
}

const AUTHORITY_NAMES: Readonly<Record<Authority, string>> = { state: 'the state', irs: 'the IRS' };

/** One status the order took, as the orders call lists it. */
export interface StatusStep {
  status: ServiceStatus;
  changed_at: string;
}

/** When the answer is expected, as the orders call says it (server/services/order-expectations.ts). */
export interface ExpectedAnswer {
  /** 'YYYY-MM-DD' in Charter's calendar; null when no processing time is published. */
  by: string | null;
  /** What the date rests on, or why there is none, in a sentence. */
  basis: string;
  source_url: string | null;
  /** The dataset the figure comes from, credited as its licence asks; null for none. */
  credit: string | null;
}

export type TimelineStepKey = 'bought' | 'submitted' | 'filed' | 'answered';

export interface TimelineStep {
  key: TimelineStepKey;
  label: string;
  /** When the order reached it; null for a step still ahead. */
  at: string | null;
}

/** The statuses that say an order reached a step (foundation §4's status lists). */
const REACHED: Readonly<Record<Exclude<TimelineStepKey, 'bought'>, readonly string[]>> = {
  submitted: [
    'SUBMITTED',
    'REGISTRATION_DONE',
    'PENDING_EXPERT_REVIEW',
    'COMPLETED_EXPERT_REVIEW',
    'COMPLETED',
  ],
  filed: ['IN_PROGRESS', 'PENDING'],
  answered: ['ACTIVE', 'REJECTED'],
};

function firstReached(history: readonly StatusStep[], statuses: readonly string[]) {
  return history.find((step) => statuses.includes(normalizeServiceStatus(step.status)));
}

function answeredLabel(productKey: ProductKey, status: ServiceStatus | undefined): string {
  const authority = authorityOf(productKey);
  const rejected = status !== undefined && normalizeServiceStatus(status) === 'REJECTED';
  if (authority === null) return rejected ? 'Not approved' : 'Done';
  const by = authority === 'irs' ? 'the IRS' : 'the state';
  if (rejected) return `Rejected by ${by}`;
  return authority === 'irs' ? 'EIN assigned by the IRS' : `Approved by ${by}`;
}

/**
 * The order's steps in order, each with when it was reached: bought, submitted (the owner's
 * answers in), filed with the state or the IRS (only for what Charter files there), answered
 * (approved, assigned, done or rejected). A step the order skipped (the back office moved it
 * straight on) takes the time of the next one reached, so the timeline never reads backwards.
 */
export function orderTimeline(
  productKey: ProductKey,
  order: { ordered_at: string; history: readonly StatusStep[] },
): TimelineStep[] {
  const authority = authorityOf(productKey);
  const answered = firstReached(order.history, REACHED.answered);
  const filed = authority ? firstReached(order.history, REACHED.filed) : undefined;
  const submitted = firstReached(order.history, REACHED.submitted);
  const filedAt = filed?.changed_at ?? (authority ? answered?.changed_at : undefined) ?? null;
  const submittedAt = submitted?.changed_at ?? filedAt ?? answered?.changed_at ?? null;
  const steps: TimelineStep[] = [
    { key: 'bought', label: 'Bought', at: order.ordered_at },
    { key: 'submitted', label: 'Submitted to Charter', at: submittedAt },
  ];
  if (authority) {
    steps.push({ key: 'filed', label: `Filed with ${AUTHORITY_NAMES[authority]}`, at: filedAt });
  }
  steps.push({
    key: 'answered',
    label: answeredLabel(productKey, answered?.status),
    at: answered?.changed_at ?? null,
  });
  return steps;
}

/**
 * Whether an order is late: it waits for an answer expected by a date that has passed in
 * Charter's calendar (`today`, 'YYYY-MM-DD'). An answered order, or one with no date, never is.
 */
export function isLate(
  steps: readonly TimelineStep[],
  expected: ExpectedAnswer | null,
  today: string,
): boolean {
  const answered = steps.find((step) => step.key === 'answered');
  return expected?.by != null && answered?.at === null && today > expected.by;
}

/** What a late order's owner reads: that it is late, and what Charter does about it. */
export function lateNotice(productKey: ProductKey): string {
  const by = authorityOf(productKey) === 'irs' ? 'the IRS' : 'the state';
  return (
    `This is past its expected date. Our filing team is told of every late order each ` +
    `business day and follows it up with ${by}; we email you as soon as it moves.`
  );
}
