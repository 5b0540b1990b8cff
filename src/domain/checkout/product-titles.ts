import { findUsState } from '../us-states';
import {
  isProductKey,
  isRapidStateFiling,
  isStandardStateFiling,
  type ProductKey,
} from './product-keys';

/** How an order names each service (spec dashboard §3 product keys). */
const SERVICE_TITLES: Record<ProductKey, string> = {
  REGISTERED_AGENT: 'Registered agent',
  LLC_AMENDMENT: 'LLC amendment',
  LLC_ANNUAL_REPORT: 'Annual report',
  BIZ_LICENSE_REPORT: 'Business license report',
  LLC_OPERATING_AGREEMENT: 'Operating agreement',
  EIN_APPLICATION: 'EIN application',
  LLC_FORMATION: 'LLC formation',
  CERT_GOOD_STANDING: 'Certificate of good standing',
  DOC_LIBRARY: 'Business templates',
  EXPERT_REVIEW: 'Expert review',
  BUSINESS_HUB: 'Business hub',
};

/**
 * An order line's title: the service's, or the state fee's ('Texas state filing fee', 'Rapid
 * state filing'); an unknown name is shown as it is.
 */
export function productTitle(name: string, stateAbbreviation?: string): string {
  if (isProductKey(name)) return SERVICE_TITLES[name];
  if (isRapidStateFiling(name)) return 'Rapid state filing (1 business day)';
  if (isStandardStateFiling(name)) {
    const state = findUsState(stateAbbreviation ?? name.slice(0, 2));
    return state ? `${state.name} state filing fee` : 'State filing fee';
  }
  return name;
}
