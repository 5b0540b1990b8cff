import { RAPID_STATE_FILING } from '../checkout/product-keys';

export const SECONDS_PER_DAY = 86_400;
/**
 * Standard filing takes 5-10 business days; the estimate counts 10 (spec foundation §9). A
 * state's own published range replaces both where it states one (server/state-data).
 */
export const STANDARD_FILING_MIN_DAYS = 5;
export const STANDARD_FILING_DAYS = 10;
/** Rapid (expedited) filing takes 1 business day (spec foundation §9). */
export const RAPID_FILING_DAYS = 1;

/** A package product's delivery times in seconds, as GET /v1/package/list answers them. */
export interface DeliveryTimes {
  standard_time: number;
  expedited_time: number;
}

/**
 * Whole days from seconds: any part of a day counts as a day (90 000 s is 2 days) and a
 * delivery takes at least 1 day. Null when `seconds` is not a finite number from 0.
 */
export function secondsToWholeDays(seconds: number): number | null {
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return Math.max(1, Math.ceil(seconds / SECONDS_PER_DAY));
}

/** The RAPID-STATE add-on selects the expedited time (spec dashboard §9). */
export function hasRapidFiling(addOns: readonly string[]): boolean {
  return addOns.includes(RAPID_STATE_FILING);
}

/**
 * The business days a state filing takes: the package product's standard or expedited time
 * in whole days. While the package list loads (`times` undefined) the spec's own figures
 * stand in: 10 days, or 1 with RAPID-STATE. Null when the times are unusable.
 */
export function filingBusinessDays(
  times: DeliveryTimes | undefined,
  addOns: readonly string[],
): number | null {
  const rapid = hasRapidFiling(addOns);
  if (times === undefined) return rapid ? RAPID_FILING_DAYS : STANDARD_FILING_DAYS;
  return secondsToWholeDays(rapid ? times.expedited_time : times.standard_time);
}
