import { AMENDMENT } from './products/amendment';
import { ANNUAL_REPORT } from './products/annual-report';
import { BUSINESS_HUB } from './products/business-hub';
import { BUSINESS_LICENCE } from './products/business-licence';
import { CERTIFICATE } from './products/certificate';
import { COMPLIANCE } from './products/compliance';
import { EIN } from './products/ein';
import { FORMATION } from './products/formation';
import { OPERATING_AGREEMENT } from './products/operating-agreement';
import { OWNER_DETAILS } from './products/owner-details';
import { REGISTERED_AGENT } from './products/registered-agent';
import { REGISTRATION } from './products/registration';
import { pageRegistry } from './pages/page-registry';
import { flowsOf, type ProductPlugin } from './services/product-plugin';

/**
 * Every product Charter serves, once: the assembly (app.ts) hands this list to the shared
 * mechanisms (pages, submission, review, statuses, demo mode, routes), which never import a
 * product. A new product is a folder under server/products and one entry here (README "Adding
 * a service"). The order is the API document's order of the products' pages.
 */
export const PRODUCTS: readonly ProductPlugin[] = [
  REGISTRATION,
  FORMATION,
  EIN,
  BUSINESS_LICENCE,
  AMENDMENT,
  ANNUAL_REPORT,
  OPERATING_AGREEMENT,
  REGISTERED_AGENT,
  CERTIFICATE,
  COMPLIANCE,
  BUSINESS_HUB,
  OWNER_DETAILS,
];

/** The products' questionnaire pages, and each by its id. */
export const PRODUCT_PAGES = pageRegistry(PRODUCTS);

/** The products' flow modules: every questionnaire the server serves. */
export const PRODUCT_FLOWS = flowsOf(PRODUCTS);
