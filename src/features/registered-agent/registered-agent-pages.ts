import type { FlowPages } from '../../questionnaire/signed-in-flow-screen';
import { ToastProvider } from '../../ui/toast';
import { RegisteredAgentConfirmation } from './components/registered-agent-confirmation';
import { RegisteredAgentReview } from './components/registered-agent-review';

/** The flow these pages are of: the route table loads it with them. */
export { REGISTERED_AGENT_FLOW as FLOW } from '../../domain/flows/registered-agent-flow';

/** The registered agent's own screens (spec foundation §2 "Registered agent review"). */
export const FLOW_PAGES: FlowPages = {
  Review: RegisteredAgentReview,
  // The toasts live above both pages: the success toast still shows on the confirmation.
  Frame: ToastProvider,
  Confirmation: RegisteredAgentConfirmation,
};
