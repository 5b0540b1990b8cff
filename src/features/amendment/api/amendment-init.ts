import { useQuery } from '@tanstack/react-query';
import { apiJson, ApiError } from '../../../api/http';
import type { AmendmentPage, SectionEditability } from '../../../domain/amendment/amendment-rules';
import { amendmentInitPath } from '../../../domain/flows/amendment-flow';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import { amendmentStartAnswer } from '../../../domain/contracts/amendment';

/**
 * POST /v1/amendment/init/{id}'s answer: the business amended and what may change (0053).
 * Written out because reading it from its schema (amendmentStartAnswer) is too deep for tsc; the answer
 * is checked with it.
 */
export type AmendmentStart = {
  individual_id: number;
  business_id: string;
  business_name: string;
  official_business_name: string;
  state: string;
  entity_type: string;
  structure: string;
  status: string;
  /** Filed already (SUBMITTED or later): the owner follows it on the dashboard. */
  filed: boolean;
  sections: Record<AmendmentPage, SectionEditability>;
};

/**
 * Opens the owner's amendment: what the review's heading and its Edit buttons need. A refusal
 * (not bought, formation not ACTIVE) is the owner's to act on, never retried.
 */
export function useAmendmentStart(individualId: number) {
  return useQuery({
    queryKey: ['amendment-init', individualId],
    queryFn: async ({ signal }) => {
      const answer = await apiJson<unknown>(amendmentInitPath(individualId), {
        method: 'POST',
        json: { individual_id: individualId },
        signal,
      });
      checkAnswer(amendmentStartAnswer, answer, 'POST /v1/amendment/init/{individual_id}');
      return answer as AmendmentStart;
    },
    enabled: individualId > 0,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });
}
