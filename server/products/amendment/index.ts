import { RETURNED_DOCUMENTS } from '../../../src/domain/documents/returned-documents';
import { AMENDMENT_FLOW } from '../../../src/domain/flows/amendment-flow';
import type { ProductPlugin } from '../../services/product-plugin';
import { AMENDMENT_FILING, amendmentPageCheck } from './amendment-filing';
import { AMENDMENT_PAGES } from './amendment-pages';
import { AMENDMENT_SERVICE, applyFiledAmendment, proposeAmendmentPages } from './amendment-record';
import { amendmentRoutes } from './amendment-routes';

/**
 * Articles of amendment (decision 0053): pages proposed from the business record and checked
 * against it on save, its filing, its init and history routes; its ACTIVE makes the new values
 * the business record (decision 0056 when the name is taken meanwhile).
 */
export const AMENDMENT: ProductPlugin = {
  name: 'amendment',
  flow: AMENDMENT_FLOW,
  service: AMENDMENT_SERVICE,
  pages: AMENDMENT_PAGES,
  filing: () => AMENDMENT_FILING,
  returned: RETURNED_DOCUMENTS.LLC_AMENDMENT,
  propose: proposeAmendmentPages,
  pageCheck: amendmentPageCheck,
  whenActive: (_jobs, db, individualId, at) => applyFiledAmendment(db, individualId, at),
  routes: (app, { db }) => amendmentRoutes(app, { db }),
};
