import type { ProductPlugin } from '../../services/product-plugin';
import { OWNER_DETAILS_PAGE_DEFINITIONS } from './owner-details-pages';
import { ownerDetailsRoutes } from './owner-details-routes';

/**
 * The owner's own details (decision 0089): no service bought, only the forms the business
 * profile edits them with and the individual, address and business_member calls.
 */
export const OWNER_DETAILS: ProductPlugin = {
  name: 'owner-details',
  pages: OWNER_DETAILS_PAGE_DEFINITIONS,
  routes: (app, { db }) => ownerDetailsRoutes(app, { db }),
};
