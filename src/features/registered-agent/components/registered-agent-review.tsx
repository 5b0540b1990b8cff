import {
  currentAgent,
  type BusinessReviewData,
  type ReviewedPage1,
  type ReviewedPage4,
} from '../../../domain/business-review';
import { REGISTERED_AGENT_FLOW } from '../../../domain/flows/registered-agent-flow';
import { BusinessReview } from '../../../questionnaire/business-review';
import {
  AddressFacts,
  BusinessDetailsCard,
  CardFacts,
  NOT_ON_FILE,
  ReviewCard,
} from '../../../questionnaire/business-review-cards';

/** The state the business is formed in, as the partner note names it. */
const stateOf = (page1: ReviewedPage1 | null) => page1?.business_state || 'your state';

/**
 * 'Current Registered Agent' (spec foundation §2): the agent's name when it is an individual,
 * otherwise the agent business's name, with its address; Charter's own agent, already named
 * at formation, has its partner's address in the state.
 */
function CurrentAgentCard({
  page1,
  page4,
}: {
  page1: ReviewedPage1 | null;
  page4: ReviewedPage4 | null;
}) {
  const agent = page4 && currentAgent(page4);
  return (
    <ReviewCard heading="Current Registered Agent">
      {agent ? (
        <>
          <CardFacts facts={[{ label: 'Agent name', value: agent.name }]} />
          {agent.address ? (
            <AddressFacts heading="Agent address" address={agent.address} />
          ) : (
            <p className="ch-business-review__note">
              {`Named at formation. Its address is our partner's office in ${stateOf(page1)}.`}
            </p>
          )}
        </>
      ) : (
        <p className="ch-review__missing">{NOT_ON_FILE}</p>
      )}
    </ReviewCard>
  );
}

/** 'Transition to the product Registered Agent' (spec §2): the partner provider's note. */
function TransitionCard({ page1 }: { page1: ReviewedPage1 | null }) {
  return (
    <ReviewCard heading="Transition to Charter Registered Agent">
      <p className="ch-business-review__note">
        {`Our registered agent service is delivered through our registered agent partner, who keeps a physical address in ${stateOf(page1)} and receives legal notices and state mail for your business during business hours.`}
      </p>
      <p className="ch-business-review__note">
        When you confirm, we prepare the appointment and file the change of registered agent with
        the state. Your current agent stays on record until the state accepts the change; your
        dashboard shows each step.
      </p>
      <p className="ch-business-review__note">Free for the first year, then renewed yearly.</p>
    </ReviewCard>
  );
}

function agentCards({ page_1, page_4 }: BusinessReviewData) {
  return (
    <>
      <BusinessDetailsCard page1={page_1} withAddresses />
      <CurrentAgentCard page1={page_1} page4={page_4} />
      <TransitionCard page1={page_1} />
    </>
  );
}

/** /registered-agent/review: the business, its current agent, and the move to Charter's. */
export function RegisteredAgentReview() {
  return <BusinessReview flow={REGISTERED_AGENT_FLOW} cards={agentCards} />;
}
