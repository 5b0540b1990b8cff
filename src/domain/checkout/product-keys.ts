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

export function isProductKey(name: string): name is ProductKey {
  return (PRODUCT_KEYS as readonly string[]).includes(name);
}

/** The expedited state filing (foundation §1 "An expedited (rapid) state filing"). */
export const RAPID_STATE_FILING = 'RAPID-STATE';

const STATE_FEE_SUFFIX = '-STATE';

/** A priced entry that is a state fee rather than a service: its name ends with -STATE. */
export function isStateFeeEntry(name: string): boolean {
  return name.endsWith(STATE_FEE_SUFFIX);
}

export function isRapidStateFiling(name: string): boolean {
  return name === RAPID_STATE_FILING;
}

/** The standard filing fee of one state: `<XX>-STATE`, XX its two-letter abbreviation. */
export function isStandardStateFiling(name: string): boolean {
  return /^[A-Z]{2}-STATE$/.test(name);
}

export function standardStateFilingName(stateAbbreviation: string): string {
  return `${stateAbbreviation.trim().toUpperCase()}${STATE_FEE_SUFFIX}`;
}
