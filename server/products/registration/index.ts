import { REGISTRATION_FLOW } from '../../../src/domain/flows/registration-flow';
import type { ProductPlugin } from '../../services/product-plugin';
import { REGISTRATION_PAGES } from './registration-pages';

/**
 * Registration: the anonymous visitor's pages before the account exists (decision 0018). Its
 * browser-session routes are the main API's own (server/api/browser-session-routes.ts).
 */
export const REGISTRATION: ProductPlugin = {
  name: 'registration',
  flow: REGISTRATION_FLOW,
  pages: REGISTRATION_PAGES,
};
