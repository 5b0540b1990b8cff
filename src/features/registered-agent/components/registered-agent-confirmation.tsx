import { REGISTERED_AGENT_FLOW } from '../../../domain/flows/registered-agent-flow';
import type { NextStep } from '../../../questionnaire/flow-confirmation';
import { SubmittedConfirmation } from '../../../questionnaire/submitted-confirmation';

const NEXT_STEPS: readonly NextStep[] = [
  {
    title: 'We prepare your appointment',
    text: 'Our team checks your business details and prepares the appointment of our registered agent partner.',
  },
  {
    title: 'State filing',
    text: 'We file the change of registered agent with your state; your dashboard shows its review.',
  },
  {
    title: 'Your new agent',
    text: 'Once the state accepts the change, our partner receives legal notices and state mail for your business.',
  },
  {
    title: 'A record of your request',
    text: 'The appointment request as submitted is kept with your documents, under Registered agent.',
  },
];

/** registered-agent-confirmation (spec foundation §2 "Confirmation pages"). */
export function RegisteredAgentConfirmation() {
  return (
    <SubmittedConfirmation
      flow={REGISTERED_AGENT_FLOW}
      title="Your registered agent appointment has been submitted"
      subtitle="Thank you. We are preparing the appointment of our registered agent for your business."
      nextSteps={NEXT_STEPS}
    />
  );
}
