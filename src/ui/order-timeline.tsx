import type { ProductKey } from '../domain/checkout/product-keys';
import { formatEstimatedDate } from '../domain/estimates/estimated-date';
import { chicagoWallClock } from '../domain/estimates/working-hours';
import { longDate } from '../domain/long-date';
import {
  isLate,
  lateNotice,
  orderTimeline,
  type ExpectedAnswer,
  type StatusStep,
  type TimelineStep,
} from '../domain/services/order-timeline';
import { linkHost, NewTabLink } from './new-tab-link';
import { Notice } from './notice';
import './order-timeline.css';

/** What a timeline needs of an order (the orders call's entry). */
export interface TimelineOrder {
  ordered_at: string;
  history: readonly StatusStep[];
  expected: ExpectedAnswer | null;
}

/** Charter's calendar day now: the late rule's "today" (Chicago's, as the estimates count). */
function today(): string {
  return chicagoWallClock(new Date()).date;
}

/** A step still ahead: the answer's expected date where one is published, else "Not yet". */
function stepAhead(step: TimelineStep, expected: ExpectedAnswer | null): string {
  if (step.key === 'answered' && expected?.by) {
    return `Expected by ${formatEstimatedDate(expected.by)}`;
  }
  return 'Not yet';
}

/** What the expected date rests on, with its source and the dataset's credit. */
function ExpectedBasis({ expected }: { expected: ExpectedAnswer }) {
  return (
    <p className="ch-order-timeline__basis">
      {expected.basis}
      {expected.source_url && (
        <>
          {' '}
          Source:{' '}
          <NewTabLink href={expected.source_url}>{linkHost(expected.source_url)}</NewTabLink>
        </>
      )}
      {expected.credit && <span> · {expected.credit}</span>}
    </p>
  );
}

/**
 * An order's whole timeline (issue 30, decision 0086): bought, submitted, filed with the state
 * or the IRS, answered, each with its day or, ahead, the day its answer is expected; what that
 * date rests on; and, past it, that the order is late and what Charter does about it.
 */
export function OrderTimeline({
  productKey,
  order,
  label,
}: {
  productKey: ProductKey;
  order: TimelineOrder;
  /** Names the list for screen readers: which order it is. */
  label: string;
}) {
  const steps = orderTimeline(productKey, order);
  const late = isLate(steps, order.expected, today());
  return (
    <div className="ch-order-timeline">
      <ol className="ch-order-timeline__steps" aria-label={label}>
        {steps.map((step) => (
          <li
            key={step.key}
            className={step.at ? 'ch-order-timeline__step is-done' : 'ch-order-timeline__step'}
          >
            <span className="ch-order-timeline__label">{step.label}</span>{' '}
            {step.at ? (
              <time dateTime={step.at}>{longDate(step.at)}</time>
            ) : (
              <span className="ch-order-timeline__ahead">{stepAhead(step, order.expected)}</span>
            )}
          </li>
        ))}
      </ol>
      {order.expected && <ExpectedBasis expected={order.expected} />}
      {late && <Notice tone="warning">{lateNotice(productKey)}</Notice>}
    </div>
  );
}

/**
 * An order's timeline in one line, for its dashboard card: the last step reached and, while it
 * waits for the state or the IRS, when the answer is expected, or that it is late.
 */
export function OrderNextStep({
  productKey,
  order,
}: {
  productKey: ProductKey;
  order: TimelineOrder;
}) {
  const steps = orderTimeline(productKey, order);
  const reached = steps.filter((step) => step.at !== null).at(-1);
  const answer = steps.find((step) => step.key === 'answered')!;
  const late = isLate(steps, order.expected, today());
  return (
    <p className={late ? 'ch-order-next ch-order-next--late' : 'ch-order-next'}>
      {reached && (
        <>
          {reached.label} <time dateTime={reached.at!}>{longDate(reached.at!)}</time>
        </>
      )}
      {answer.at === null && order.expected?.by && (
        <>
          {' · '}
          {late
            ? `Late: expected by ${formatEstimatedDate(order.expected.by)}`
            : `Expected by ${formatEstimatedDate(order.expected.by)}`}
        </>
      )}
    </p>
  );
}
