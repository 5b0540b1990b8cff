import type { ProductPlugin } from '../../services/product-plugin';
import { BUSINESS_LICENSE_PAGES } from './business-license-pages';
import { businessLicenseRoutes } from './business-license-routes';

/** The business licence report: its pages and its reference data, so far. */
export const BUSINESS_LICENCE: ProductPlugin = {
  name: 'business-licence',
  pages: BUSINESS_LICENSE_PAGES,
  routes: (app) => businessLicenseRoutes(app),
};
