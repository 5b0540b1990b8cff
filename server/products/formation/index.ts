import { RETURNED_DOCUMENTS } from '../../../src/domain/documents/returned-documents';
import { FORMATION_FLOW } from '../../../src/domain/flows/formation-flow';
import { serviceNameOf } from '../../../src/domain/services/service-names';
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
  service: serviceNameOf(FORMATION_FLOW.submission.productKey),
  pages: FORMATION_PAGES,
  filing: () => FORMATION_FILING,
  // What the state files: the articles (or certificate) of formation, with the file number and
  // the effective date the business record keeps (decision 0091).
  returned: { ...RETURNED_DOCUMENTS.LLC_FORMATION, carriesStateFiling: true },
  routes: (app, { businesses }) => formationStatefileRoutes(app, { businesses }),
};
