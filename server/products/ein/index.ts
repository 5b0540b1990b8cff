import { EIN_FLOW } from '../../../src/domain/flows/ein-flow';
import type { ProductPlugin } from '../../services/product-plugin';
import { EIN_PAGES } from './ein-pages';
import { EIN_FILING } from './ein-submission';

/** The EIN application: its pages and its filing (the application document). */
export const EIN: ProductPlugin = {
  name: 'ein',
  flow: EIN_FLOW,
  pages: EIN_PAGES,
  filing: () => EIN_FILING,
};
