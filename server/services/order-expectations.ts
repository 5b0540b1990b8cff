import type { ProductKey } from '../../src/domain/checkout/product-keys';
import { estimatedDeliveryDate } from '../../src/domain/estimates/estimated-date';
import {
  EIN_PROCESSING_BUSINESS_DAYS,
  einEstimatedDate,
} from '../../src/domain/estimates/ein-processing';
import { STANDARD_FILING_DAYS } from '../../src/domain/estimates/filing-days';
import type { ServiceFiling } from '../../src/domain/registration/selection-rules';
import {
  authorityOf,
  orderTimeline,
  type ExpectedAnswer,
  type StatusStep,
} from '../../src/domain/services/order-timeline';
import { orderEnded } from '../../src/domain/services/service-orders';
import type { StateFacts } from '../../src/domain/state-facts/state-facts';
import { holidayDatesFrom } from '../checkout/federal-holidays';
import type { Database } from '../db/database';
import { stateFacts, stateFilingDays } from '../state-data/state-facts';
import { findOwnerBusiness } from './businesses';
import type { OrderWithHistory } from './service-statuses';
import type { PlacedOrder } from '../../src/domain/contracts/service-orders';
import { productKeyOfServiceName } from '../../src/domain/services/service-names';

/** Where the IRS publishes the fax turnaround the EIN's date counts (ein-processing.ts). */
export const IRS_EIN_TURNAROUND_SOURCE = 'https://www.irs.gov/pub/irs-pdf/p1635.pdf';

/** The owner's business as an order's date needs it: its state's facts and filing speed. */
export interface OrderContext {
  /** Undefined while no business is on file (or its state is unknown). */
  facts: StateFacts | undefined;
  filing: ServiceFiling;
}

function formationBasis(
  facts: StateFacts,
  filing: ServiceFiling,
): Pick<ExpectedAnswer, 'basis' | 'source_url'> {
  const { rapid_filing: rapid, standard_filing: standard, state_name: state } = facts;
  if (filing === 'rapid' && rapid.offered) {
    return {
      basis: `${state}'s ${rapid.tier_name}: ${rapid.turnaround}`,
      source_url: rapid.state_fee.source_url,
    };
  }
  const published = standard.published;
  if (published?.online_business_days) {
    const { min, max } = standard.business_days;
    return {
      basis:
        `${state} publishes ${min === max ? max : `${min}–${max}`} business days for an online ` +
        `filing (as seen on ${published.observed_on}).`,
      source_url: published.source_url,
    };
  }
  if (published) {
    return {
      basis:
        `${state} describes its time in words rather than days (see its page, as seen on ` +
        `${published.observed_on}); this date counts Charter's usual ${STANDARD_FILING_DAYS} business days.`,
      source_url: published.source_url,
    };
  }
  return {
    basis:
      `${state} publishes no processing time; this date counts Charter's usual ` +
      `${STANDARD_FILING_DAYS} business days.`,
    source_url: null,
  };
}

/**
 * When the state or the IRS is expected to answer an order (issue 30 "every order has a
 * timeline", decision 0086), counted in business days from its submission as the dashboard's
 * estimates count (Charter's working hours, weekends and federal holidays skipped): the
 * formation by its state's published time (rapid, or standard; Charter's usual 10 days where
 * the state publishes none, said so); the EIN by the IRS's fax turnaround. For the other state
 * filings no processing time is on file: the answer says so, with no date. Null for work
 * Charter does itself, before the owner submits, and once answered.
 */
export function expectedAnswer(
  productKey: ProductKey,
  order: { status: string; ordered_at: string; history: readonly StatusStep[] },
  { facts, filing }: OrderContext,
): ExpectedAnswer | null {
  const authority = authorityOf(productKey);
  if (authority === null || orderEnded(order.status)) return null;
  const submittedAt = orderTimeline(productKey, order).find((step) => step.key === 'submitted')!.at;
  if (submittedAt === null) return null;
  const from = new Date(submittedAt);
  const holidays = holidayDatesFrom(from);
  if (productKey === 'EIN_APPLICATION') {
    return {
      by: einEstimatedDate(from, holidays),
      basis:
        `The IRS takes about ${EIN_PROCESSING_BUSINESS_DAYS} business days for an application ` +
        'sent by fax (IRS Publication 1635).',
      source_url: IRS_EIN_TURNAROUND_SOURCE,
      credit: null,
    };
  }
  if (facts === undefined) {
    return {
      by: null,
      basis: "Charter cannot work out a date: your business's state is not on file.",
      source_url: null,
      credit: null,
    };
  }
  if (productKey === 'LLC_FORMATION') {
    return {
      by: estimatedDeliveryDate(from, stateFilingDays(facts, filing), holidays),
      ...formationBasis(facts, filing),
      credit: facts.credit,
    };
  }
  return {
    by: null,
    basis: `${facts.state_name} publishes no processing time for this filing that Charter has on file, so there is no expected date.`,
    source_url: null,
    credit: null,
  };
}

/** What an order's expected date needs of the owner's business (its state and filing speed). */
export async function orderContextOf(db: Database, individualId: number): Promise<OrderContext> {
  const business = await findOwnerBusiness(db, individualId);
  return {
    facts: business ? stateFacts(business.stateCode) : undefined,
    filing: business?.serviceFiling === 'rapid' ? 'rapid' : 'standard',
  };
}

/**
 * An order as the orders call answers it and the late rule reads it (the contract's dates as
 * ISO strings), with when its answer is expected given the owner's business.
 */
export function placedOrder(order: OrderWithHistory, context: OrderContext): PlacedOrder {
  const placed = {
    id: order.id,
    service: order.service,
    status: order.status,
    ordered_at: order.orderedAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    history: order.history.map(({ status, reason, changedAt }) => ({
      status,
      changed_at: changedAt.toISOString(),
      reason,
    })),
  };
  const productKey = productKeyOfServiceName(order.service);
  return { ...placed, expected: productKey && expectedAnswer(productKey, placed, context) };
}
