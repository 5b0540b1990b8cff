import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import type { HistoryEntry } from '../../../domain/amendment/amendment-history';
import { amendmentHistoryPath } from '../../../domain/flows/amendment-flow';

/** GET /v1/amendment/history/{id}: what each approved amendment changed (decision 0053). */
export function useAmendmentHistory() {
  const individualId = useSignedInIndividualId();
  return useQuery({
    queryKey: ['amendment-history', individualId],
    queryFn: ({ signal }) =>
      apiJson<{ entries: HistoryEntry[] }>(amendmentHistoryPath(individualId), { signal }),
    enabled: individualId > 0,
  });
}
