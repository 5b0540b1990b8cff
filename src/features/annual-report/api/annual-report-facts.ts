import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../../api/http';
import { annualReportInitPath } from '../../../domain/flows/annual-report-flow';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { annualReportFactsAnswer } from '../../../domain/contracts/annual-report-facts';

/**
 * Tries of one load (spec dashboard §7: no retry on 404, otherwise up to 3 tries): a refusal
 * (404, and the 403 and 409 that say the report cannot be filed yet) is final; a server or
 * network failure is tried up to 3 times.
 */
export const annualReportRetry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

/** POST /v1/annual_report/init/{individual_id}: the report's facts, checked (decision 0054). */
async function annualReportFacts(individualId: number) {
  const answer = await apiJson<unknown>(annualReportInitPath(individualId), {
    method: 'POST',
    json: { individual_id: individualId },
  });
  return checkedAnswer(
    annualReportFactsAnswer,
    answer,
    'POST /v1/annual_report/init/{individual_id}',
  );
}

/**
 * Read afresh on each page of the flow (the screen stays mounted from page to page): the
 * review asks whether the report is started once its pages are saved.
 */
export const annualReportFactsQuery = (individualId: number, page: string) =>
  queryOptions({
    queryKey: ['annual-report', 'facts', individualId, page],
    queryFn: () => annualReportFacts(individualId),
    // Fetched again on every visit (spec dashboard §7: stale time 0).
    staleTime: 0,
    retry: annualReportRetry,
  });

export const useAnnualReportFacts = (individualId: number, page: string) =>
  useQuery(annualReportFactsQuery(individualId, page));
