import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { doublingRetryDelay, retryUnlessNotFound } from '../../../api/retry-policy';
import { useSignedInIndividualId } from '../../../api/session';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { complianceCalendarSchema } from '../../../domain/contracts/compliance-calendar';
import {
  complianceDeadlinesPath,
  type ComplianceCalendar,
} from '../../../domain/compliance/compliance-calendar';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * The calendar, checked with the schema the server answers it with, read by the domain's types
 * the server computes it with (the checked answer fits them, or tsc says where it does not).
 */
async function getComplianceCalendar(
  individualId: number,
  signal: AbortSignal,
): Promise<ComplianceCalendar> {
  const path = complianceDeadlinesPath(individualId);
  const calendar = checkedAnswer(
    complianceCalendarSchema,
    await apiJson<unknown>(path, { signal }),
    `GET ${path}`,
  );
  return calendar;
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
