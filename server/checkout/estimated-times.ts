import { PRODUCT_KEYS, type ProductKey } from '../../src/domain/checkout/product-keys';
import {
  SERVICE_ESTIMATED_TIMES,
  type EstimatedTime,
} from '../../src/domain/estimates/estimated-time';
import {
  RAPID_FILING_DAYS,
  SECONDS_PER_DAY,
  STANDARD_FILING_DAYS,
} from '../../src/domain/estimates/filing-days';

/** How long a product takes to deliver, in seconds, as packages report it (dashboard §3). */
export interface EstimatedTimes {
  standard: number;
  /** With the RAPID-STATE add-on; the same as standard where expediting changes nothing. */
  expedited: number;
}

const SECONDS_PER_MINUTE = 60;

/**
 * The state filing: estimated delivery counts 10 business days, or 1 when rapid (foundation
 * §9). Whole days of seconds: the client converts back to days and skips weekends and holidays.
 */
export const STATE_FILING_TIMES: EstimatedTimes = {
  standard: STANDARD_FILING_DAYS * SECONDS_PER_DAY,
  expedited: RAPID_FILING_DAYS * SECONDS_PER_DAY,
};

function inSeconds({ amount, unit }: EstimatedTime): number {
  return amount * (unit === 'days' ? SECONDS_PER_DAY : SECONDS_PER_MINUTE);
}

function serviceTimes(productKey: ProductKey): EstimatedTimes {
  if (productKey === 'LLC_FORMATION') return STATE_FILING_TIMES;
  // Expediting speeds up the state filing only.
  const seconds = inSeconds(SERVICE_ESTIMATED_TIMES[productKey]);
  return { standard: seconds, expedited: seconds };
}

/**
 * Dashboard §9 "Estimated times" (3 minutes for most, 3 days for certificate, templates,
 * review), in seconds; the formation's is its state filing's.
 */
export const SERVICE_TIMES = Object.fromEntries(
  PRODUCT_KEYS.map((key) => [key, serviceTimes(key)]),
) as Readonly<Record<ProductKey, EstimatedTimes>>;
