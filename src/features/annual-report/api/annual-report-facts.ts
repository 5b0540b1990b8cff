import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../../api/http';
import type { StateDeadline } from '../../../domain/compliance/state-deadlines';
import { annualReportInitPath } from '../../../domain/flows/annual-report-flow';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import { annualReportFactsAnswer } from '../../../domain/contracts/annual-report-facts';

/**
 * What POST /v1/annual_report/init/{individual_id} answers (decision 0054). Written out: the
 * deadline's schema is too deep for FromSchema (as the calendar's); the answer is checked with
 * annualReportFactsAnswer.
 */
export type AnnualReportFacts = {
  individual_id: number;
  business_id: number;
  business_name: string;
  state: string;
  state_code: string;
  wage_law: { asked: boolean; source: string | null };
  /** The question pages the owner goes through, in order. */
  pages: string[];
  /** Whether a page of the report is saved: the review of one not started opens page1. */
  started: boolean;
  /** The state's annual report on the owner's calendar: due date, fee and their sources. */
  deadline: StateDeadline | null;
};

/**
 * Tries of one load (spec dashboard §7: no retry on 404, otherwise up to 3 tries): a refusal
 * (404, and the 403 and 409 that say the report cannot be filed yet) is final; a server or
 * network failure is tried up to 3 times.
 */
export const annualReportRetry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

/**
 * Read afresh on each page of the flow (the screen stays mounted from page to page): the
 * review asks whether the report is started once its pages are saved.
 */
export const annualReportFactsQuery = (individualId: number, page: string) =>
  queryOptions({
    queryKey: ['annual-report', 'facts', individualId, page],
    queryFn: async () => {
      const answer = await apiJson<unknown>(annualReportInitPath(individualId), {
        method: 'POST',
        json: { individual_id: individualId },
      });
      checkAnswer(annualReportFactsAnswer, answer, 'POST /v1/annual_report/init/{individual_id}');
      return answer as AnnualReportFacts;
    },
    // Fetched again on every visit (spec dashboard §7: stale time 0).
    staleTime: 0,
    retry: annualReportRetry,
  });

export const useAnnualReportFacts = (individualId: number, page: string) =>
  useQuery(annualReportFactsQuery(individualId, page));
