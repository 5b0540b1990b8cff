import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocumentFile } from '../../../api/document-links';
import { apiJson } from '../../../api/http';
import { doublingRetryDelay, retryUnlessRefused } from '../../../api/retry-policy';
import { useSignedInIndividualId } from '../../../api/session';
import { licenceReportAnswerSchema } from '../../../domain/contracts/business-license';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { licenceReportPath } from '../../../domain/flows/business-license-flow';

/** How often the page asks again while the report's job has not run (it takes seconds). */
export const PREPARING_POLL_MS = 5_000;

const REPORT_ENDPOINT = 'GET /v1/business_licenses/report/{individual_id}';

/** The owner's latest report or that it is being prepared, checked against its contract. */
async function getLicenceReport(individualId: number, signal: AbortSignal) {
  const answer = await apiJson<unknown>(licenceReportPath(individualId), { signal });
  return checkedAnswer(licenceReportAnswerSchema, answer, REPORT_ENDPOINT);
}

/**
 * The owner's latest report, asked again every few seconds while it is being prepared and
 * no more once it is (a prepared report does not change).
 */
export function licenceReportQuery(individualId: number) {
  return queryOptions({
    queryKey: ['business-license-report', individualId],
    queryFn: ({ signal }) => getLicenceReport(individualId, signal),
    refetchInterval: (query) =>
      query.state.data?.state === 'being prepared' ? PREPARING_POLL_MS : false,
    retry: retryUnlessRefused,
    retryDelay: doublingRetryDelay,
  });
}

/**
 * The report's PDF from the documents store, read once: a kept document never changes, and a
 * new copy would reload the viewer and lose the owner's place.
 */
export function licenceReportPdfQuery(individualId: number, documentId: number) {
  return queryOptions({
    queryKey: ['business-license-report', individualId, 'pdf', documentId],
    queryFn: ({ signal }) => getDocumentFile(individualId, documentId, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: retryUnlessRefused,
    retryDelay: doublingRetryDelay,
  });
}

/** The signed-in owner's licence report (idle while signed out). */
export function useLicenceReport() {
  const individualId = useSignedInIndividualId();
  return useQuery({ ...licenceReportQuery(individualId), enabled: individualId > 0 });
}

/** The PDF of the signed-in owner's report, kept in the documents store as `documentId`. */
export function useLicenceReportPdf(documentId: number) {
  const individualId = useSignedInIndividualId();
  return useQuery({
    ...licenceReportPdfQuery(individualId, documentId),
    enabled: individualId > 0,
  });
}
