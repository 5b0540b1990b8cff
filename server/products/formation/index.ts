import { FORMATION_FLOW } from '../../../src/domain/flows/formation-flow';
import type { ProductPlugin } from '../../services/product-plugin';
import { FORMATION_PAGES } from './formation-pages';
import { formationStatefileRoutes } from './formation-statefile-routes';
import { FORMATION_FILING } from './formation-submission';

/**
 * The LLC formation: its pages, its filing (the business and its filing document) and its
 * state filing's route. What its ACTIVE does (the business formed, its reminders planned) is
 * the business row's, in server/services/service-statuses.ts.
 */
export const FORMATION: ProductPlugin = {
  name: 'formation',
  flow: FORMATION_FLOW,
  pages: FORMATION_PAGES,
  filing: () => FORMATION_FILING,
  routes: (app, { businesses }) => formationStatefileRoutes(app, { businesses }),
};
