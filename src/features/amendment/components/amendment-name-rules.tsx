import { useQuery } from '@tanstack/react-query';
import { stateFactsQuery } from '../../../api/state-facts';
import type { Answers } from '../../../domain/questionnaire/page-definition';
import { findUsState } from '../../../domain/us-states';
import { BusinessNameGuidance } from '../../../questionnaire/business-name-guidance';
import { TextSkeleton } from '../../../ui/text-skeleton';
import type { AmendmentStart } from '../../../domain/contracts/amendment';

/**
 * The state's naming rules under the new name in the Business Name modal, as at formation
 * (decision 0042): the designator the official name carries with the state's rule, the
 * restricted words it contains, the state's business search, and the source with its date.
 */
export function AmendmentNameRules({
  start,
  answers,
}: {
  start: AmendmentStart;
  answers: Answers;
}) {
  const facts = useQuery(stateFactsQuery(findUsState(start.state)?.abbreviation));
  if (facts.isError) return <p>We could not load {start.state}&apos;s naming rules.</p>;
  if (facts.isPending)
    return <TextSkeleton label="Loading the state's naming rules…" width="24ch" />;
  const name =
    typeof answers.official_business_name === 'string' ? answers.official_business_name : '';
  return (
    <BusinessNameGuidance
      rules={facts.data?.naming ?? null}
      entitySearch={facts.data?.entity_search ?? null}
      stateName={start.state}
      name={name}
      entityType={start.entity_type}
    />
  );
}
