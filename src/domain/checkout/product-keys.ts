import { RAPID_STATE_FILING } from './rapid-state-filing';

/** The product keys that name the dashboard's services (spec dashboard §3). */
export const PRODUCT_KEYS = [
  'REGISTERED_AGENT',
  'LLC_AMENDMENT',
  'LLC_ANNUAL_REPORT',
  'BIZ_LICENSE_REPORT',
  'LLC_OPERATING_AGREEMENT',
  'EIN_APPLICATION',
  'LLC_FORMATION',
  'CERT_GOOD_STANDING',
  'DOC_LIBRARY',
  'EXPERT_REVIEW',
  'BUSINESS_HUB',
] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

export function isProductKey(name: unknown): name is ProductKey {
  return (PRODUCT_KEYS as readonly unknown[]).includes(name);
}

export { RAPID_STATE_FILING } from './rapid-state-filing';

const STATE_FEE_SUFFIX = '-STATE';

/** A priced entry that is a state fee rather than a service: its name ends with -STATE. */
export function isStateFeeEntry(name: string): boolean {
  return name.endsWith(STATE_FEE_SUFFIX);
}

export function isRapidStateFiling(name: string): boolean {
  return name === RAPID_STATE_FILING;
}

/**
 * The standard filing fee of one state for forming an LLC: `<XX>-STATE`, XX its two-letter
 * abbreviation. Never a service's own fee (`<XX>-<PRODUCT_KEY>-STATE`).
 */
export function isStandardStateFiling(name: string): boolean {
  return /^[A-Z]{2}-STATE$/.test(name);
}

/** The formation's state filing fee: the standard `<XX>-STATE`, or RAPID-STATE instead of it. */
export function isFormationStateFiling(name: string): boolean {
  return isStandardStateFiling(name) || isRapidStateFiling(name);
}

export function standardStateFilingName(stateAbbreviation: string): string {
  return `${stateAbbreviation.trim().toUpperCase()}${STATE_FEE_SUFFIX}`;
}

/**
 * A service's own state fee in one state (decision 0045): `<XX>-<PRODUCT_KEY>-STATE`, e.g.
 * TX-CERT_GOOD_STANDING-STATE. It ends with -STATE (a state fee entry) but is no standard
 * filing: only the formation's fee is `<XX>-STATE`.
 */
export function serviceStateFeeName(stateAbbreviation: string, productKey: ProductKey): string {
  return `${stateAbbreviation.trim().toUpperCase()}-${productKey}${STATE_FEE_SUFFIX}`;
}

/** The state and service a service's own state fee is for, or null for any other name. */
export function serviceOfStateFee(name: string): { state: string; productKey: ProductKey } | null {
  const match = /^([A-Z]{2})-([A-Z_]+)-STATE$/.exec(name);
  const [, state, productKey] = match ?? [];
  if (state === undefined || productKey === undefined || !isProductKey(productKey)) return null;
  return { state, productKey };
}
