/**
 * The services Charter sells, by product key (spec dashboard §3). The checkout service prices
 * them and the dashboard keys its cards and service statuses by them.
 */
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

/** The expedited state filing: one product per state, swapped for the standard state fee. */
export const RAPID_STATE_FEE = 'RAPID-STATE';

/** The standard state filing fee of one state is named after it, e.g. CA-STATE. */
export function stateFeeName(stateCode: string): string {
  return `${stateCode}-STATE`;
}
