import type { ProductPlugin } from '../../services/product-plugin';
import { BUSINESS_LICENSE_PAGES } from './business-license-pages';
import { businessLicenseRoutes } from './business-license-routes';

/** The business licence report: its pages, its reference data and its preview, so far. */
export const BUSINESS_LICENCE: ProductPlugin = {
  name: 'business-licence',
  pages: BUSINESS_LICENSE_PAGES,
  routes: (app, { businesses }) => businessLicenseRoutes(app, { businesses }),
};
