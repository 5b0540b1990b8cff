import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { doublingRetryDelay, retryUnlessNotFound } from '../../../api/retry-policy';
import { useSignedInIndividualId } from '../../../api/session';
import {
  complianceDeadlinesPath,
  type ComplianceCalendar,
} from '../../../domain/compliance/compliance-calendar';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Checks the answer's outline before a screen trusts it (the server's schema holds the rest). */
export function parseComplianceCalendar(input: unknown): ComplianceCalendar {
  if (
    !isObject(input) ||
    typeof input.today !== 'string' ||
    !Array.isArray(input.deadlines) ||
    !Array.isArray(input.renewals) ||
    typeof input.credit !== 'string' ||
    !(input.business === null || isObject(input.business)) ||
    !input.deadlines.every(
      (deadline) =>
        isObject(deadline) && typeof deadline.id === 'string' && isObject(deadline.rule),
    )
  ) {
    throw new Error('The compliance calendar is not in the expected shape');
  }
  return input as unknown as ComplianceCalendar;
}

/** GET /v1/compliance/deadlines/{individual_id}. */
export function complianceCalendarQuery(individualId: number) {
  return queryOptions({
    queryKey: ['compliance-calendar', individualId],
    queryFn: async ({ signal }) =>
      parseComplianceCalendar(await apiJson(complianceDeadlinesPath(individualId), { signal })),
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
