import type { ProductKey } from '../../src/domain/checkout/product-keys';

/** How long a product takes to deliver, in seconds, as packages report it (dashboard §3). */
export interface EstimatedTimes {
  standard: number;
  /** With the RAPID-STATE add-on; the same as standard where expediting changes nothing. */
  expedited: number;
}

const MINUTE = 60;
const DAY = 86_400;

/**
 * The state filing: estimated delivery counts 10 business days, or 1 when rapid (foundation
 * §9). Whole days of seconds: the client converts back to days and skips weekends and holidays.
 */
export const STATE_FILING_TIMES: EstimatedTimes = { standard: 10 * DAY, expedited: 1 * DAY };

const MINUTES = { standard: 3 * MINUTE, expedited: 3 * MINUTE };
const DAYS = { standard: 3 * DAY, expedited: 3 * DAY };

/** Dashboard §9 "Estimated times": 3 minutes for most, 3 days for certificate, templates, review. */
export const SERVICE_TIMES: Readonly<Record<ProductKey, EstimatedTimes>> = {
  LLC_FORMATION: STATE_FILING_TIMES,
  REGISTERED_AGENT: MINUTES,
  LLC_AMENDMENT: MINUTES,
  LLC_ANNUAL_REPORT: MINUTES,
  BIZ_LICENSE_REPORT: MINUTES,
  LLC_OPERATING_AGREEMENT: MINUTES,
  EIN_APPLICATION: MINUTES,
  BUSINESS_HUB: MINUTES,
  CERT_GOOD_STANDING: DAYS,
  DOC_LIBRARY: DAYS,
  EXPERT_REVIEW: DAYS,
};
