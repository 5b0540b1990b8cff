import { lazy } from 'react';
import type { FlowPages } from '../../questionnaire/signed-in-flow-screen';
import { useFormationExtras } from './components/use-formation-extras';

/** The flow these pages are of: the route table loads it with them. */
export { FORMATION_FLOW as FLOW } from '../../domain/flows/formation-flow';

/** The formation flow's own parts (spec foundation §2): its page extras and confirmation. */
export const FLOW_PAGES: FlowPages = {
  useExtras: useFormationExtras,
  Confirmation: lazy(() =>
    import('./components/formation-confirmation').then((m) => ({
      default: m.FormationConfirmation,
    })),
  ),
};
