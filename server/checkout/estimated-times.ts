import type { ProductKey } from '../../src/domain/checkout/product-keys';
import {
  SERVICE_ESTIMATED_TIMES,
  type EstimatedTime,
} from '../../src/domain/estimates/estimated-time';
import { SECONDS_PER_DAY } from '../../src/domain/estimates/filing-days';
import type { StateFacts } from '../../src/domain/state-facts/state-facts';
import { stateFilingDays } from '../state-data/state-facts';
import { STATE_FEE } from './package-contents';

/** How long a product takes to deliver, in seconds, as packages report it (dashboard §3). */
export interface EstimatedTimes {
  standard: number;
  /** With the RAPID-STATE add-on; the same as standard where expediting changes nothing. */
  expedited: number;
}

const SECONDS_PER_MINUTE = 60;

/**
 * The state filing: the business days the state's facts estimate for a standard and a rapid
 * filing (rapid's are standard's where the state sells none), so the dashboard's estimated
 * date counts the figures registration showed. Whole days of seconds: the client converts
 * back to days and skips weekends and holidays.
 */
function stateFilingTimes(facts: StateFacts): EstimatedTimes {
  return {
    standard: stateFilingDays(facts, 'standard') * SECONDS_PER_DAY,
    expedited: stateFilingDays(facts, 'rapid') * SECONDS_PER_DAY,
  };
}

function inSeconds({ amount, unit }: EstimatedTime): number {
  return amount * (unit === 'days' ? SECONDS_PER_DAY : SECONDS_PER_MINUTE);
}

/**
 * A package product's times in one state: the state filing's, which are also the formation's,
 * or dashboard §9 "Estimated times" (3 minutes for most, 3 days for certificate, templates,
 * review), which expediting does not change.
 */
export function productTimes(
  product: ProductKey | typeof STATE_FEE,
  facts: StateFacts,
): EstimatedTimes {
  if (product === STATE_FEE || product === 'LLC_FORMATION') return stateFilingTimes(facts);
  const seconds = inSeconds(SERVICE_ESTIMATED_TIMES[product]);
  return { standard: seconds, expedited: seconds };
}
