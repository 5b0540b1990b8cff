import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { stateFactsQuery } from '../api/state-facts';
import { formatCents, orderTotalCents } from '../domain/checkout/money';
import { longDate } from '../domain/long-date';
import { buildOrderSummary, type SummaryLine } from '../domain/registration/order-summary';
import { SourceLine } from '../ui/source-line';
import { TextSkeleton } from '../ui/text-skeleton';
import type { RegistrationOrder } from './use-registration-order';
import './order-summary-panel.css';

function Line({ line }: { line: SummaryLine }) {
  return (
    <li className="ch-order-panel__line">
      <span className="ch-order-panel__title">{line.title}</span>
      <span className="ch-order-panel__price">{line.priceText}</span>
      {line.details.map((detail) => (
        <span key={detail} className="ch-order-panel__detail">
          {detail}
        </span>
      ))}
      {line.source && (
        <span className="ch-order-panel__source">
          <SourceLine url={line.source.source_url} date={line.source.last_verified} />
        </span>
      )}
    </li>
  );
}

type ReadyOrder = Extract<RegistrationOrder, { status: 'ready' }>;

function ReadySummary({ order }: { order: ReadyOrder }) {
  const facts = useQuery(stateFactsQuery(order.basics.state)).data ?? null;
  const summary = useMemo(
    () => buildOrderSummary({ lines: order.lines, tier: order.basics.tier, facts }, longDate),
    [order, facts],
  );
  return (
    <>
      <ul className="ch-order-panel__lines">
        {summary.lines.map((line) => (
          <Line key={line.key} line={line} />
        ))}
      </ul>
      <p className="ch-order-panel__total">
        <span>Due today</span>
        <strong>{formatCents(summary.todayCents)}</strong>
      </p>
      {summary.renewals.length > 0 && (
        <div className="ch-order-panel__later">
          <h3>Renews later</h3>
          <ul>
            {summary.renewals.map((renewal) => (
              <li key={renewal.title}>
                {renewal.title}: {formatCents(renewal.cents)}/year from {renewal.on}
              </li>
            ))}
          </ul>
        </div>
      )}
      {facts && <p className="ch-order-panel__credit">State figures: {facts.credit}.</p>}
    </>
  );
}

function totalText(order: RegistrationOrder): string | null {
  return order.status === 'ready' ? formatCents(orderTotalCents(order.lines)) : null;
}

export interface OrderSummaryPanelProps {
  order: RegistrationOrder;
  /** On phones the panel is a bar at the bottom that opens; the checkout shows it whole. */
  collapsible?: boolean;
}

/**
 * The registration's order as the selection rules build it from the visitor's answers — the
 * same lines and total the checkout charges — beside the form on wide screens and as a bar
 * that opens at the bottom of a phone's screen.
 */
export function OrderSummaryPanel({ order, collapsible = true }: OrderSummaryPanelProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  const total = totalText(order);
  let body;
  if (order.status === 'ready') body = <ReadySummary order={order} />;
  else if (order.status === 'failed') body = <p>{order.message}</p>;
  else if (order.status === 'incomplete') {
    body = (
      <p className="ch-order-panel__empty">
        Choose your state, plan and entity type to see your order.
      </p>
    );
  } else body = <TextSkeleton label="Loading your order" width="24ch" />;
  return (
    <aside
      className={`ch-order-panel${collapsible ? ' ch-order-panel--collapsible' : ''}${open ? ' is-open' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="ch-order-panel__heading">
        Your order
      </h2>
      {collapsible && (
        <button
          type="button"
          className="ch-order-panel__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span>{open ? 'Hide order' : 'Show order'}</span>
          <strong aria-live="polite">{total ? `Due today ${total}` : ''}</strong>
        </button>
      )}
      <div id={bodyId} className="ch-order-panel__body">
        {body}
      </div>
    </aside>
  );
}
