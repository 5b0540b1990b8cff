import { useQuery } from '@tanstack/react-query';
import { apiJson, ApiError } from '../../../api/http';
import { amendmentInitPath } from '../../../domain/flows/amendment-flow';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { amendmentStartAnswer } from '../../../domain/contracts/amendment';

/** POST /v1/amendment/init/{id}: the business amended and what may change (decision 0053). */
async function startAmendment(individualId: number, signal: AbortSignal) {
  const answer = await apiJson<unknown>(amendmentInitPath(individualId), {
    method: 'POST',
    json: { individual_id: individualId },
    signal,
  });
  return checkedAnswer(amendmentStartAnswer, answer, 'POST /v1/amendment/init/{individual_id}');
}

/**
 * Opens the owner's amendment: what the review's heading and its Edit buttons need. A refusal
 * (not bought, formation not ACTIVE) is the owner's to act on, never retried.
 */
export function useAmendmentStart(individualId: number) {
  return useQuery({
    queryKey: ['amendment-init', individualId],
    queryFn: ({ signal }) => startAmendment(individualId, signal),
    enabled: individualId > 0,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });
}
