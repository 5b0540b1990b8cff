import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { doublingRetryDelay, retryUnlessNotFound } from '../../../api/retry-policy';
import { useSignedInIndividualId } from '../../../api/session';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import { complianceCalendarSchema } from '../../../domain/contracts/compliance-calendar';
import {
  complianceDeadlinesPath,
  type ComplianceCalendar,
} from '../../../domain/compliance/compliance-calendar';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * The calendar, checked with the schema the server answers it with. Typed by the domain's
 * interfaces: the deadlines' rules make the schema too deep for FromSchema.
 */
async function getComplianceCalendar(
  individualId: number,
  signal: AbortSignal,
): Promise<ComplianceCalendar> {
  const path = complianceDeadlinesPath(individualId);
  const answer = await apiJson<ComplianceCalendar>(path, { signal });
  checkAnswer(complianceCalendarSchema, answer, `GET ${path}`);
  return answer;
}

/** GET /v1/compliance/deadlines/{individual_id}. */
export function complianceCalendarQuery(individualId: number) {
  return queryOptions({
    queryKey: ['compliance-calendar', individualId],
    queryFn: ({ signal }) => getComplianceCalendar(individualId, signal),
    staleTime: FIVE_MINUTES_MS,
    retry: retryUnlessNotFound,
    retryDelay: doublingRetryDelay,
  });
}

/** The signed-in owner's compliance calendar (idle while signed out, or when not `enabled`). */
export function useComplianceCalendar({ enabled = true }: { enabled?: boolean } = {}) {
  const individualId = useSignedInIndividualId();
  return useQuery({
    ...complianceCalendarQuery(individualId),
    enabled: enabled && individualId > 0,
  });
}
