import { lazy } from 'react';
import type { FlowPages } from '../../questionnaire/signed-in-flow-screen';

/** The flow these pages are of: the route table loads it with them. */
export { AMENDMENT_FLOW as FLOW } from '../../domain/flows/amendment-flow';

/**
 * The articles of amendment's own screens (spec dashboard §2, decision 0053): its review of
 * the business's details, the confirming review and the confirmation.
 */
export const FLOW_PAGES: FlowPages = {
  Review: lazy(() =>
    import('./components/amendment-review').then((m) => ({ default: m.AmendmentReview })),
  ),
  OtherPage: lazy(() =>
    import('./components/amendment-confirm-review').then((m) => ({
      default: m.AmendmentConfirmReview,
    })),
  ),
  Confirmation: lazy(() =>
    import('./components/amendment-confirmation').then((m) => ({
      default: m.AmendmentConfirmation,
    })),
  ),
};
