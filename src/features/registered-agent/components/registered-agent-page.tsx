import { REGISTERED_AGENT_FLOW } from '../../../domain/flows/registered-agent-flow';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';
import { FlowScreen } from '../../../questionnaire/flow-screen';
import { ToastProvider } from '../../../ui/toast';
import { RegisteredAgentConfirmation } from './registered-agent-confirmation';
import { RegisteredAgentReview } from './registered-agent-review';

export interface RegisteredAgentPageProps {
  /** The area title, 'Registered agent'. */
  title: string;
  /** The page's label, e.g. 'Review'. */
  stepLabel: string;
  /** The page name from the route: review or registered-agent-confirmation. */
  pageName: string;
}

/**
 * The registered agent (spec foundation §2 "Registered agent review") on the flow shell. The
 * toasts live above both pages: the success toast is still showing on the confirmation.
 */
export function RegisteredAgentPage({ stepLabel, pageName }: RegisteredAgentPageProps) {
  const owner = useSignedInOwner();
  return (
    <ToastProvider>
      <FlowScreen
        flow={REGISTERED_AGENT_FLOW}
        owner={owner}
        pageName={pageName}
        stepLabel={stepLabel}
        Review={RegisteredAgentReview}
        Confirmation={RegisteredAgentConfirmation}
      />
    </ToastProvider>
  );
}
