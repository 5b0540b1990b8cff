import type { Flow, FlowSubmission } from '../domain/flows/flow';
import { FlowConfirmation, type FlowConfirmationProps } from './flow-confirmation';
import { useSignedInOwner } from './flow-owner';
import { submittedSummary, type SummaryOptions } from './submitted-summary';

export type SubmittedConfirmationProps<T> = Omit<FlowConfirmationProps, 'summary'> & {
  flow: Flow & { submission: FlowSubmission };
  /** The flow's own rows of the summary, and how it names the moment. */
  summary?: SummaryOptions<T>;
};

/**
 * The confirmation of a flow whose summary is what its submission answered (spec foundation §2
 * "Confirmation pages"): each flow gives only its copy and its own rows.
 */
export function SubmittedConfirmation<T = unknown>({
  flow,
  summary,
  ...copy
}: SubmittedConfirmationProps<T>) {
  const { individualId } = useSignedInOwner();
  return <FlowConfirmation {...copy} summary={submittedSummary(flow, individualId, summary)} />;
}
