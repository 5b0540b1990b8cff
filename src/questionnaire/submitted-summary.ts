import type { Flow, FlowSubmission } from '../domain/flows/flow';
import { longDate } from '../domain/long-date';
import { serviceBanner } from '../domain/services/service-banners';
import { rememberedSubmission } from './flow-submission';

/** What every submission answers: the moment it was submitted. */
function isSubmitted(value: unknown): value is { submitted_at: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { submitted_at?: unknown }).submitted_at === 'string'
  );
}

/**
 * A confirmation's summary of the submission this tab made (spec foundation §2 "Confirmation
 * pages"): when it was submitted and the service's banner in SUBMITTED; none when this tab did
 * not submit it (the page opened later).
 */
export function submittedSummary(
  flow: Flow & { submission: FlowSubmission },
  individualId: number,
): Array<{ label: string; value: string | null }> | undefined {
  const submission = rememberedSubmission(flow, individualId, isSubmitted);
  if (!submission) return undefined;
  return [
    { label: 'Submitted', value: longDate(submission.submitted_at) },
    {
      label: 'Status',
      value: serviceBanner(flow.submission.productKey, 'SUBMITTED')?.text ?? null,
    },
  ];
}
