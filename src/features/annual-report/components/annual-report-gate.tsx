import { useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../api/http';
import { ANNUAL_REPORT_FLOW } from '../../../domain/flows/annual-report-flow';
import { keepFlowReview } from '../../../questionnaire/api/get-flow-review';
import type { FlowOwner } from '../../../questionnaire/flow-owner';
import type { FlowFrameProps } from '../../../questionnaire/signed-in-flow-screen';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { LinkButton } from '../../../ui/link-button';
import { FormActions, Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { useAnnualReportFacts } from '../api/annual-report-facts';
import { skipsPage } from './use-annual-report-extras';

/**
 * A report not started: its pages as the server proposes them from the formed business become
 * this device's drafts, then the owner starts at page1 with them filled in.
 */
function StartReport({ owner }: { owner: FlowOwner & { individualId: number } }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    let left = false;
    const start = () => {
      if (!left) navigate(`/${ANNUAL_REPORT_FLOW.key}/page1`, { replace: true });
    };
    const { reviewPath } = ANNUAL_REPORT_FLOW.review;
    // Without the proposals (offline) the pages start empty: nothing is lost either way.
    keepFlowReview(ANNUAL_REPORT_FLOW, reviewPath(owner.individualId), owner.ownerKey).then(
      start,
      start,
    );
    return () => {
      left = true;
    };
  }, [navigate, owner]);
  return <FullPageLoader label="Preparing your annual report…" />;
}

/**
 * Before any page of the annual report (spec dashboard §2, §4; decision 0054): the wage-law
 * page of a state that does not ask it leads on to the review; an owner who may not file it
 * (not bought, formation not ACTIVE) is told why instead of seeing its pages.
 */
export function AnnualReportGate({ owner, title, stepLabel, pageName, children }: FlowFrameProps) {
  const facts = useAnnualReportFacts(owner.individualId, pageName);
  if (skipsPage(pageName, facts.data?.wage_law.asked)) {
    return <Redirect to={`/${ANNUAL_REPORT_FLOW.key}/review`} replace />;
  }
  // The dashboard card opens the review (spec dashboard §2); a report not started begins at page1.
  // Only on this visit's answer: a cached one from before the pages were saved would mislead.
  if (pageName === 'review' && facts.data?.started === false && !facts.isFetching) {
    return <StartReport owner={owner} />;
  }
  const refusal =
    facts.error instanceof ApiError && facts.error.status !== 404 ? facts.error : null;
  if (refusal && refusal.status >= 400 && refusal.status < 500) {
    return (
      <>
        <PageHeader title={title} subtitle={stepLabel} />
        <Notice tone="error" role="alert">
          {refusal.message || GENERIC_ERROR_MESSAGE}
        </Notice>
        <FormActions>
          <LinkButton to="/dashboard">Return to Dashboard</LinkButton>
        </FormActions>
      </>
    );
  }
  return children;
}
