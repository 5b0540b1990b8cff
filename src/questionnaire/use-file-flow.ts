import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../api/http';
import { refreshOwnerQueries } from '../api/owner-queries';
import type { Flow } from '../domain/flows/flow';
import {
  rememberSubmission,
  submitFlow,
  type SubmissionDetails,
  type SubmittingFlow,
} from './flow-submission';

/**
 * Files a flow for its owner, where it is filed from (the review, or the operating
 * agreement's step 2): the kept-key submission (with the details the flow prepares, where its
 * contract asks for them), the answer its confirmation reads, the owner's statuses read again,
 * then the confirmation page. Throws what the submission or the preparing throws.
 */
export function useFileFlow(
  flow: Flow,
  individualId: number | undefined,
  details?: () => Promise<SubmissionDetails>,
) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return async () => {
    const submitting = flow as SubmittingFlow;
    if (!submitting.submission || individualId === undefined) {
      throw new Error(`The ${flow.key} flow is not filed by a signed-in owner`);
    }
    const submission = await submitFlow(submitting, individualId, undefined, await details?.());
    rememberSubmission(flow, individualId, submission);
    // The service's status changed on the server: the dashboard reads it again.
    void refreshOwnerQueries(queryClient);
    navigate(`/${flow.key}/${submitting.submission.confirmationPage}`);
  };
}

/**
 * Filing a flow from a button that says nothing else can go wrong first (the amendment's
 * confirmation, the agreement's Send for Signature): whether it is under way, and why it last
 * failed (the server's words, cleared when it starts again).
 */
export function useFiling(flow: Flow, individualId: number | undefined) {
  const fileFlow = useFileFlow(flow, individualId);
  const [isFiling, setFiling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const file = async () => {
    setProblem(null);
    setFiling(true);
    try {
      await fileFlow();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setFiling(false);
    }
  };
  return { file, isFiling, problem };
}
