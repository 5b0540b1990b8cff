import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import type { HistoryEntry } from '../../../domain/amendment/amendment-history';
import { amendmentHistoryPath } from '../../../domain/flows/amendment-flow';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import { amendmentHistoryAnswer } from '../../../domain/contracts/amendment';

/** GET /v1/amendment/history/{id}: what each approved amendment changed (decision 0053). */
export function useAmendmentHistory() {
  const individualId = useSignedInIndividualId();
  return useQuery({
    queryKey: ['amendment-history', individualId],
    // checkAnswer: inferring checkedAnswer's type from this schema is too deep for tsc.
    queryFn: async ({ signal }) => {
      const answer = await apiJson<unknown>(amendmentHistoryPath(individualId), { signal });
      checkAnswer(amendmentHistoryAnswer, answer, 'GET /v1/amendment/history/{individual_id}');
      return answer as { entries: HistoryEntry[] };
    },
    enabled: individualId > 0,
  });
}
