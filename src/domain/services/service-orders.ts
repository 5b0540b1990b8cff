import type { ProductKey } from '../checkout/product-keys';
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
