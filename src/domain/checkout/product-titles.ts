import { findUsState } from '../us-states';
import {
  isProductKey,
  isRapidStateFiling,
  isStandardStateFiling,
  serviceOfStateFee,
  type ProductKey,
} from './product-keys';

/** The services' titles (spec dashboard §1 and §3 "Catalogue item": each card's title). */
const PRODUCT_TITLES: Readonly<Record<ProductKey, string>> = {
  REGISTERED_AGENT: 'Registered Agent',
  LLC_AMENDMENT: 'Articles of Amendment',
  LLC_ANNUAL_REPORT: 'Annual Report',
  BIZ_LICENSE_REPORT: 'Business License Report',
  LLC_OPERATING_AGREEMENT: 'Operating Agreement',
  EIN_APPLICATION: 'EIN / Tax ID',
  LLC_FORMATION: 'Business Formation',
  CERT_GOOD_STANDING: 'Certificate of Good Standing',
  DOC_LIBRARY: 'Business Templates',
  EXPERT_REVIEW: 'Expert Review',
  BUSINESS_HUB: 'Business Hub',
};

const stateName = (code: string) => findUsState(code)?.name ?? code;

/**
 * What an owner reads for a priced entry (an order line, a receipt line): the service's title,
 * or the state fee spelled out. A name it does not know is shown as it is.
 */
export function productTitle(name: string): string {
  if (isProductKey(name)) return PRODUCT_TITLES[name];
  if (isRapidStateFiling(name)) return 'Expedited state filing fee';
  if (isStandardStateFiling(name)) return `${stateName(name.slice(0, 2))} state filing fee`;
  const serviceFee = serviceOfStateFee(name);
  if (serviceFee) {
    return `${stateName(serviceFee.state)} state fee for the ${PRODUCT_TITLES[serviceFee.productKey]}`;
  }
  return name;
}
