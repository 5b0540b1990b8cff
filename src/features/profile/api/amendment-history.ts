import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import { amendmentHistoryPath } from '../../../domain/flows/amendment-flow';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { amendmentHistoryAnswer } from '../../../domain/contracts/amendment';

/** GET /v1/amendment/history/{id}: what each approved amendment changed (decision 0053). */
async function amendmentHistory(individualId: number, signal: AbortSignal) {
  const answer = await apiJson<unknown>(amendmentHistoryPath(individualId), { signal });
  return checkedAnswer(amendmentHistoryAnswer, answer, 'GET /v1/amendment/history/{individual_id}');
}

/** The signed-in owner's amendment history (idle while signed out). */
export function useAmendmentHistory() {
  const individualId = useSignedInIndividualId();
  return useQuery({
    queryKey: ['amendment-history', individualId],
    queryFn: ({ signal }) => amendmentHistory(individualId, signal),
    enabled: individualId > 0,
  });
}
