import { RETURNED_DOCUMENTS } from '../../../src/domain/documents/returned-documents';
import { EIN_FLOW } from '../../../src/domain/flows/ein-flow';
import { serviceNameOf } from '../../../src/domain/services/service-names';
import { findOwnerBusiness } from '../../services/businesses';
import type { ProductPlugin } from '../../services/product-plugin';
import { EIN_PAGES } from './ein-pages';
import { EIN_FILING } from './ein-submission';

/** The EIN application: its pages and its filing (the application document). */
export const EIN: ProductPlugin = {
  name: 'ein',
  flow: EIN_FLOW,
  service: serviceNameOf(EIN_FLOW.submission.productKey),
  pages: EIN_PAGES,
  filing: () => EIN_FILING,
  returned: {
    ...RETURNED_DOCUMENTS.EIN_APPLICATION,
    // The letter confirms the number: the back office records it first (`set-ein`).
    notYet: async (db, individualId) =>
      (await findOwnerBusiness(db, individualId))?.einSealed
        ? null
        : 'Record the EIN the letter assigns first (npm run ops -- set-ein <owner> <EIN>): ' +
          'nothing was attached',
  },
};
