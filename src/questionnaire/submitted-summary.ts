import type { ReactNode } from 'react';
import type { Flow, FlowSubmission } from '../domain/flows/flow';
import { longDate } from '../domain/long-date';
import { serviceBanner } from '../domain/services/service-banners';
import { rememberedSubmission } from './flow-submission';

/** What every submission answers: the moment it was submitted. */
interface Submitted {
  submitted_at: string;
}

function isSubmitted(value: unknown): value is Submitted {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { submitted_at?: unknown }).submitted_at === 'string'
  );
}

/** A row of a confirmation's summary (null value: a skeleton). */
export interface SummaryRow {
  label: string;
  value: ReactNode | null;
}

export interface SummaryOptions<T extends object> {
  /** How the moment is named: 'Submitted', or 'Sent' for a request sent for signature. */
  submittedLabel?: string;
  /**
   * The flow's own rows, read from its submission's answer, which `has` checks has their
   * fields (what the tab remembered is read back, not trusted).
   */
  details?: {
    has: (submission: object) => submission is T;
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
export function submittedSummary<T extends object = object>(
  flow: Flow & { submission: FlowSubmission },
  individualId: number,
  { submittedLabel = 'Submitted', details }: SummaryOptions<T> = {},
): SummaryRow[] | undefined {
  const submission = rememberedSubmission(
    flow,
    individualId,
    (value): value is Submitted & T => isSubmitted(value) && (!details || details.has(value)),
  );
  if (!submission) return undefined;
  const status = serviceBanner(flow.submission.productKey, 'SUBMITTED');
  const own = details?.rows(submission) ?? [];
  const statusRows = status ? [{ label: 'Status', value: status.text }] : [];
  return [
    { label: submittedLabel, value: longDate(submission.submitted_at) },
    ...(details?.afterStatus ? [...statusRows, ...own] : [...own, ...statusRows]),
  ];
}
