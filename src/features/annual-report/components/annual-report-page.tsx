import { lazy, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../api/http';
import { ANNUAL_REPORT_FLOW } from '../../../domain/flows/annual-report-flow';
import { keepFlowReview } from '../../../questionnaire/api/get-flow-review';
import { useSignedInOwner, type FlowOwner } from '../../../questionnaire/flow-owner';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { FlowScreen } from '../../../questionnaire/flow-screen';
import { LinkButton } from '../../../ui/link-button';
import { FormActions, Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { useAnnualReportFacts } from '../api/annual-report-facts';
import { skipsPage, useAnnualReportExtras } from './use-annual-report-extras';

const AnnualReportConfirmation = lazy(() =>
  import('./annual-report-confirmation').then((m) => ({ default: m.AnnualReportConfirmation })),
);

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

export interface AnnualReportPageProps {
  /** The area title, 'Annual report'. */
  title: string;
  /** The page's label, e.g. 'Managers'. */
  stepLabel: string;
  /** The page name from the route: page1, page2, wage-law-violations, review, the confirmation. */
  pageName: string;
}

/**
 * The annual report (spec dashboard §2, §4; decision 0054) on the flow shell. The wage-law
 * page of a state that does not ask it leads on to the review; an owner who may not file it
 * (not bought, formation not ACTIVE) is told why instead of seeing its pages.
 */
export function AnnualReportPage({ title, stepLabel, pageName }: AnnualReportPageProps) {
  const owner = useSignedInOwner();
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
  return (
    <FlowScreen
      flow={ANNUAL_REPORT_FLOW}
      owner={owner}
      pageName={pageName}
      stepLabel={stepLabel}
      useExtras={useAnnualReportExtras}
      Confirmation={AnnualReportConfirmation}
    />
  );
}
