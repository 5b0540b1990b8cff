import type { ReactNode } from 'react';
import type { Flow, FlowSubmission } from '../domain/flows/flow';
import { longDate } from '../domain/long-date';
import { serviceBanner } from '../domain/services/service-banners';
import type { SessionRecord } from '../local/session-records';
import { submissionRecord } from './flow-submission';

/** What every submission answers: the moment it was submitted. */
const submitted = submissionRecord({
  type: 'object',
  properties: { submitted_at: { type: 'string' } },
  required: ['submitted_at'],
});

/** A row of a confirmation's summary (null value: a skeleton). */
export interface SummaryRow {
  label: string;
  value: ReactNode | null;
}

export interface SummaryOptions<T> {
  /** How the moment is named: 'Submitted', or 'Sent' for a request sent for signature. */
  submittedLabel?: string;
  /**
   * The flow's own rows, read from its submission's answer through the flow's
   * `submissionRecord`, whose schema checks it has their fields (what the tab remembered is
   * read back, not trusted).
   */
  details?: {
    record: (flow: Flow, individualId: number) => SessionRecord<T>;
    rows: (submission: T) => SummaryRow[];
    /** The rows follow the status rather than precede it (EIN: the date the status leads to). */
    afterStatus?: true;
  };
}

/**
 * A confirmation's summary of the submission this tab made (spec foundation §2 "Confirmation
 * pages"): when it was submitted, the flow's own details, and the service's banner in
 * SUBMITTED where it has one; none when this tab did not submit it (the page opened later).
 */
export function submittedSummary<T = unknown>(
  flow: Flow & { submission: FlowSubmission },
  individualId: number,
  { submittedLabel = 'Submitted', details }: SummaryOptions<T> = {},
): SummaryRow[] | undefined {
  const submission = submitted(flow, individualId).read();
  const flowOwn = details?.record(flow, individualId).read();
  if (!submission || flowOwn === null) return undefined;
  const status = serviceBanner(flow.submission.productKey, 'SUBMITTED');
  const own = details && flowOwn !== undefined ? details.rows(flowOwn) : [];
  const statusRows = status ? [{ label: 'Status', value: status.text }] : [];
  return [
    { label: submittedLabel, value: longDate(submission.submitted_at) },
    ...(details?.afterStatus ? [...statusRows, ...own] : [...own, ...statusRows]),
  ];
}
