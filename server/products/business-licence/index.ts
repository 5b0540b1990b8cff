import type { ProductPlugin } from '../../services/product-plugin';
import { BUSINESS_LICENSE_PAGES } from './business-license-pages';

/** The business licence report: its pages only, so far. */
export const BUSINESS_LICENCE: ProductPlugin = {
  name: 'business-licence',
  pages: BUSINESS_LICENSE_PAGES,
};
