import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { refreshOwnerQueries } from '../api/owner-queries';
import type { Flow } from '../domain/flows/flow';
import { rememberSubmission, submitFlow, type SubmittingFlow } from './flow-submission';

/**
 * Files a flow for its owner, where it is filed from (the review, or the operating
 * agreement's step 2): the kept-key submission, the answer its confirmation reads, the owner's
 * statuses read again, then the confirmation page. Throws what the submission throws.
 */
export function useFileFlow(flow: Flow, individualId: number | undefined) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return async () => {
    const submitting = flow as SubmittingFlow;
    if (!submitting.submission || individualId === undefined) {
      throw new Error(`The ${flow.key} flow is not filed by a signed-in owner`);
    }
    const submission = await submitFlow(submitting, individualId);
    rememberSubmission(flow, individualId, submission);
    // The service's status changed on the server: the dashboard reads it again.
    void refreshOwnerQueries(queryClient);
    navigate(`/${flow.key}/${submitting.submission.confirmationPage}`);
  };
}
