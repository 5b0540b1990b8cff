import type { ReactNode } from 'react';
import {
  filedCommon,
  type FilingAnswer,
  type FilingAnswerSchema,
} from '../domain/contracts/filing-response';
import type { Flow, FlowSubmission } from '../domain/flows/flow';
import { longDate } from '../domain/long-date';
import { serviceBanner } from '../domain/services/service-banners';
import { rememberedSubmission } from './flow-submission';

/** A row of a confirmation's summary (null value: a skeleton). */
export interface SummaryRow {
  label: string;
  value: ReactNode | null;
}

type SubmittedFlow = Flow & { submission: FlowSubmission };

export interface SummaryOptions<S extends FilingAnswerSchema> {
  /** How the moment is named: 'Submitted', or 'Sent' for a request sent for signature. */
  submittedLabel?: string;
  /** The flow's own rows, read from its submission's answer. */
  details?: {
    /**
     * The flow's filing answer (src/domain/contracts/filing-answers.ts), which what the tab
     * remembered is read back with, not trusted.
     */
    answer: S;
    rows: (submission: FilingAnswer<S>) => SummaryRow[];
    /** The rows follow the status rather than precede it (EIN: the date the status leads to). */
    afterStatus?: true;
  };
}

/** The remembered submission, read with `answer`: when it was submitted, and the flow's rows. */
function remembered<S extends FilingAnswerSchema>(
  flow: SubmittedFlow,
  individualId: number,
  answer: S,
  rows: (submission: FilingAnswer<S>) => SummaryRow[],
) {
  const submission = rememberedSubmission(flow, individualId, answer);
  return submission && { submittedAt: submission.submitted_at, own: rows(submission) };
}

/**
 * A confirmation's summary of the submission this tab made (spec foundation §2 "Confirmation
 * pages"): when it was submitted, the flow's own details, and the service's banner in
 * SUBMITTED where it has one; none when this tab did not submit it (the page opened later).
 */
export function submittedSummary<S extends FilingAnswerSchema>(
  flow: SubmittedFlow,
  individualId: number,
  { submittedLabel = 'Submitted', details }: SummaryOptions<S> = {},
): SummaryRow[] | undefined {
  const submission = details
    ? remembered(flow, individualId, details.answer, details.rows)
    : remembered(flow, individualId, filedCommon(flow.submission.productKey), () => []);
  if (!submission) return undefined;
  const status = serviceBanner(flow.submission.productKey, 'SUBMITTED');
  const statusRows = status ? [{ label: 'Status', value: status.text }] : [];
  const { own } = submission;
  return [
    { label: submittedLabel, value: longDate(submission.submittedAt) },
    ...(details?.afterStatus ? [...statusRows, ...own] : [...own, ...statusRows]),
  ];
}
