import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ApiError, apiJson, GENERIC_ERROR_MESSAGE } from '../api/http';
import { refreshOwnerQueries } from '../api/owner-queries';
import { parseBusinessReview, type BusinessReviewData } from '../domain/business-review';
import type { BusinessFlow } from '../domain/flows/flow';
import type { ProductKey } from '../domain/checkout/product-keys';
import { FORMATION_FIRST, FORMATION_REQUIRED_NOTICES } from '../domain/services/formation-rules';
import { Button } from '../ui/button';
import { FullPageLoader } from '../ui/full-page-loader';
import { LinkButton } from '../ui/link-button';
import { LoadingOverlay } from '../ui/loading-overlay';
import { FormActions, Notice } from '../ui/notice';
import { PageHeader } from '../ui/page-header';
import { useToast } from '../ui/toast';
import { useSignedInOwner } from './flow-owner';
import { rememberSubmission, submitFlow } from './flow-submission';
import { setPageHasUnsavedChanges } from './unsaved-changes';
import './business-review.css';

/** 404 and 500 are final; other failures are tried once more (spec foundation §7). */
const NOT_RETRIED = new Set([404, 500]);

/** GET <reviewPath>: the business the flow acts on, keyed page_1 and page_4. */
function useBusinessReview(flow: BusinessFlow, individualId: number) {
  return useQuery({
    queryKey: ['business-review', flow.key, individualId],
    queryFn: async ({ signal }) =>
      parseBusinessReview(await apiJson(flow.review.reviewPath(individualId), { signal })),
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && NOT_RETRIED.has(error.status)),
  });
}

/** No answer reached the browser (offline, a dropped connection): the kept key resends it. */
export const NO_ANSWER =
  'Charter could not be reached. Check your connection and press Confirm and Continue again: your request is sent once.';

/** Why a submission failed, for its toast: the server's message, or that none came. */
function failureReason(error: unknown): string {
  if (error instanceof ApiError) return error.message || GENERIC_ERROR_MESSAGE;
  return error instanceof TypeError ? NO_ANSWER : GENERIC_ERROR_MESSAGE;
}

/** What the review says while the owner has no formed business to act on. */
function notFormedNotice(productKey: ProductKey): string {
  const notices: Partial<Record<ProductKey, string>> = FORMATION_REQUIRED_NOTICES;
  return notices[productKey] ?? FORMATION_FIRST;
}

/** Back: one step back in this tab's history (the dashboard when the review was opened first). */
function BackButton({ back }: { back: BusinessFlow['review']['back'] }) {
  const [, navigate] = useLocation();
  if (back !== 'previous') {
    return (
      <LinkButton to={back.path} variant="secondary">
        Back
      </LinkButton>
    );
  }
  const goBack = () => {
    // history.length counts entries before this app too; the Navigation API knows better.
    const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation;
    if (navigation?.canGoBack ?? window.history.length > 1) window.history.back();
    else navigate('/dashboard', { replace: true });
  };
  return (
    <Button variant="secondary" onPress={goBack}>
      Back
    </Button>
  );
}

export interface BusinessReviewProps {
  flow: BusinessFlow;
  /** The flow's own cards, from the business as the server answered it. */
  cards: (review: BusinessReviewData) => ReactNode;
}

/**
 * The review of a flow acting on the owner's formed business (registered agent, certificate:
 * spec foundation §2, §4 "Submission", §8): read-only cards, Back, and 'Confirm and Continue',
 * which submits under a loading overlay; an answer of 400 or more, or no answer, stays here
 * with the flow's failure toast, success toasts and goes to the confirmation page.
 */
export function BusinessReview({ flow, cards }: BusinessReviewProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { individualId } = useSignedInOwner();
  const review = useBusinessReview(flow, individualId);
  const [submitting, setSubmitting] = useState(false);
  const { submission } = flow;
  const toasts = submission.toasts!;

  // The review page counts as saved (spec: 'Close and finish later' asks nothing here).
  useEffect(() => setPageHasUnsavedChanges(false), []);

  const header = <PageHeader title={flow.review.title} subtitle={flow.review.subtitle} />;
  if (review.isPending) return <FullPageLoader label="Loading your business details…" />;
  if (review.isError) {
    const status = review.error instanceof ApiError ? review.error.status : 0;
    return (
      <div className="ch-business-review">
        {header}
        <Notice tone="error" role="alert">
          <p>{`${flow.loadFailure} (${status})`}</p>
          <Button variant="secondary" onPress={() => void review.refetch()}>
            Try again
          </Button>
        </Notice>
        <FormActions>
          <BackButton back={flow.review.back} />
        </FormActions>
      </div>
    );
  }

  const businessId = review.data.business_id;
  const confirm = async () => {
    if (businessId === null) return;
    setSubmitting(true);
    try {
      const answer = await submitFlow(flow, individualId, businessId);
      rememberSubmission(flow, individualId, answer);
      if (toasts.success) toast.success(toasts.success);
      // The service's status changed on the server: the dashboard reads it again.
      void refreshOwnerQueries(queryClient);
      navigate(`/${flow.key}/${submission.confirmationPage}`);
    } catch (error) {
      toast.error(`${toasts.failure}: ${failureReason(error)}`);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="ch-business-review">
      {header}
      {businessId === null && (
        <Notice tone="warning" role="status">
          {notFormedNotice(submission.productKey)}
        </Notice>
      )}
      <div className="ch-business-review__cards">{cards(review.data)}</div>
      <FormActions>
        <BackButton back={flow.review.back} />
        <Button onPress={() => void confirm()} isDisabled={businessId === null || submitting}>
          Confirm and Continue
        </Button>
      </FormActions>
      <LoadingOverlay isOpen={submitting} label="Submitting your request…" />
    </div>
  );
}
