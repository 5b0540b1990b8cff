import { lazy } from 'react';
import { OPERATING_AGREEMENT_FLOW } from '../../domain/flows/operating-agreement-flow';
import type { FlowOwner } from '../../questionnaire/flow-owner';
import type { FlowExtras } from '../../questionnaire/flow-screen';
import type { FlowPages } from '../../questionnaire/signed-in-flow-screen';
import { FormedBusiness } from './components/formed-business';

/** The flow these pages are of: the route table loads it with them. */
export { OPERATING_AGREEMENT_FLOW as FLOW } from '../../domain/flows/operating-agreement-flow';

/** Step 1's extras: the business as filed above the sections, and its members as Members. */
function useAgreementExtras(_owner: FlowOwner, page: string): FlowExtras {
  return page === 'review'
    ? {
        reviewIntro: <FormedBusiness />,
        reviewList: { itemLabel: OPERATING_AGREEMENT_FLOW.list.itemLabel },
      }
    : {};
}

/**
 * The operating agreement's own parts (spec foundation §2, decision 0050): step 1's extras,
 * the agreement step and the confirmation.
 */
export const FLOW_PAGES: FlowPages = {
  useExtras: useAgreementExtras,
  OtherPage: lazy(() =>
    import('./components/agreement-step').then((m) => ({ default: m.AgreementStep })),
  ),
  Confirmation: lazy(() =>
    import('./components/agreement-confirmation').then((m) => ({
      default: m.AgreementConfirmation,
    })),
  ),
};
