import { lazy } from 'react';
import type { FlowPages } from '../../questionnaire/signed-in-flow-screen';

/** The flow these pages are of: the route table loads it with them. */
export { EIN_FLOW as FLOW } from '../../domain/flows/ein-flow';

/** The EIN application's own part (spec foundation §2 "EIN flow"): its confirmation. */
export const FLOW_PAGES: FlowPages = {
  Confirmation: lazy(() =>
    import('./components/ein-confirmation').then((m) => ({ default: m.EinConfirmation })),
  ),
};
