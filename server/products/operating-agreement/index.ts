import { OPERATING_AGREEMENT_FLOW } from '../../../src/domain/flows/operating-agreement-flow';
import type { ProductPlugin } from '../../services/product-plugin';
import { proposeAgreementPages } from './agreement-answers';
import { agreementRoutes } from './agreement-routes';
import { OPERATING_AGREEMENT_SERVICE } from './agreement-rules';
import { agreementFiling, agreementSigningListener } from './agreement-signing';
import { OPERATING_AGREEMENT_PAGES } from './operating-agreement-pages';

/**
 * The operating agreement (decision 0050): pages proposed from the formation, its filing sends
 * it for signature, and its status follows the signatures (the signing listener), never demo
 * mode's clock.
 */
export const OPERATING_AGREEMENT: ProductPlugin = {
  name: 'operating-agreement',
  flow: OPERATING_AGREEMENT_FLOW,
  service: OPERATING_AGREEMENT_SERVICE,
  pages: OPERATING_AGREEMENT_PAGES,
  filing: ({ signing }) => agreementFiling(signing),
  propose: proposeAgreementPages,
  statusFollowsItsOwnEvents: true,
  start: ({ signing, documents }) =>
    signing.listen(
      OPERATING_AGREEMENT_FLOW.submission.productKey,
      agreementSigningListener(documents),
    ),
  routes: (app, { db, pages, findPage, signing }) =>
    agreementRoutes(app, { db, pages, findPage, signing }),
};
