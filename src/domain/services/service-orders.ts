import type { ProductKey } from '../checkout/product-keys';
import { submitRequestPath } from '../help/request-question';
import { normalizeServiceStatus, type ServiceStatus } from './service-statuses';

/*
 * When an owner may buy a service again (issue 30 "services an owner needs again", decision
 * 0085). Each purchase is an order with its own status; the owner's status for a service is
 * that of their latest order. The checkout, the dashboard's cards and the server's refusal
 * all ask these two functions.
 */

/**
 * Services an owner needs more than once for the same business: next year's annual report,
 * a recent certificate of good standing (banks ask for one), another change of the articles,
 * a fresh licence report once the business has changed. The rest are had once per business
 * (its formation, its EIN, its operating agreement, expert review of its formation, the
 * library and the hub) or renew as a subscription (the registered agent).
 */
export const REPEATABLE_SERVICES: readonly ProductKey[] = [
  'LLC_ANNUAL_REPORT',
  'CERT_GOOD_STANDING',
  'LLC_AMENDMENT',
  'BIZ_LICENSE_REPORT',
];

/**
 * Whether an order has ended: done (ACTIVE: the state filed or approved it, the result is in)
 * or REJECTED. Every other status is an order still open, which is never bought twice.
 */
export function orderEnded(status: ServiceStatus): boolean {
  const normalized = normalizeServiceStatus(status);
  return normalized === 'ACTIVE' || normalized === 'REJECTED';
}

/**
 * Whether the owner may buy the service again, their latest order of it having this status: a
 * repeatable service once that order ended; any other once it was rejected (the state or the
 * IRS said no, and buying it again files it anew). Never while an order is open.
 */
export function canBuyAgain(productKey: ProductKey, latestStatus: ServiceStatus): boolean {
  if (!orderEnded(latestStatus)) return false;
  return (
    REPEATABLE_SERVICES.includes(productKey) || normalizeServiceStatus(latestStatus) === 'REJECTED'
  );
}

/** The Learn More modal's button that buys an ended service again. */
export const BUY_AGAIN_LABEL = 'Buy again';

/**
 * Whether a rejected order may be corrected and submitted again, free (issue 30 "a rejection
 * can be fixed", decision 0090): once. An order rejected a second time is not reopened: the
 * owner contacts support about it, or buys the service again.
 */
export function canResubmit(
  status: ServiceStatus,
  history: readonly { status: ServiceStatus }[],
): boolean {
  if (normalizeServiceStatus(status) !== 'REJECTED') return false;
  const rejections = history.filter((step) => normalizeServiceStatus(step.status) === 'REJECTED');
  return rejections.length <= 1;
}

/** The reason of the order's latest rejection, as the back office recorded it; null for none. */
export function rejectionReason(
  history: readonly { status: ServiceStatus; reason?: string | null }[],
): string | null {
  const rejected = history.filter((step) => normalizeServiceStatus(step.status) === 'REJECTED');
  return rejected.at(-1)?.reason ?? null;
}

/** Why a rejected order is not reopened a second time: the server's 409 and the card's words. */
export const RESUBMITTED_ONCE =
  'This order was already corrected and resubmitted once after a rejection. Contact support about it: we will help you file it.';

/** The rejected block's button that reopens the flow of an order rejected once. */
export const CORRECT_AND_RESUBMIT_LABEL = 'Correct and resubmit';

/**
 * The support request the rejected block's Contact Support opens: about this order, its
 * reason quoted, so support knows which order and why without asking.
 */
export function supportRequestAboutRejection(title: string, reason: string | null): string {
  return submitRequestPath(
    `About my rejected ${title} order${reason ? `. The reason given: ${reason}` : ''}`,
  );
}
