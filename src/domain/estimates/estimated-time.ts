import type { ProductKey } from '../checkout/product-keys';

/** How long a service takes, as its catalogue item's estimatedTime says (dashboard §3). */
export interface EstimatedTime {
  amount: number;
  unit: 'minutes' | 'days';
}

const THREE_MINUTES: EstimatedTime = { amount: 3, unit: 'minutes' };
const THREE_DAYS: EstimatedTime = { amount: 3, unit: 'days' };

/**
 * Dashboard §9 "Estimated times": 3 minutes for most services; 3 days for certificate,
 * templates and expert review. The formation's state filing has, besides, an estimated
 * delivery date (estimated-date.ts).
 */
export const SERVICE_ESTIMATED_TIMES: Readonly<Record<ProductKey, EstimatedTime>> = {
  REGISTERED_AGENT: THREE_MINUTES,
  LLC_AMENDMENT: THREE_MINUTES,
  LLC_ANNUAL_REPORT: THREE_MINUTES,
  BIZ_LICENSE_REPORT: THREE_MINUTES,
  LLC_OPERATING_AGREEMENT: THREE_MINUTES,
  EIN_APPLICATION: THREE_MINUTES,
  LLC_FORMATION: THREE_MINUTES,
  BUSINESS_HUB: THREE_MINUTES,
  CERT_GOOD_STANDING: THREE_DAYS,
  DOC_LIBRARY: THREE_DAYS,
  EXPERT_REVIEW: THREE_DAYS,
};

/** The estimated-time text of a service: '3 minutes' or '3 days'. */
export function estimatedTimeText(productKey: ProductKey): string {
  const { amount, unit } = SERVICE_ESTIMATED_TIMES[productKey];
  return `${amount} ${unit}`;
}
