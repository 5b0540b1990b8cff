import { lazy, Suspense } from 'react';
import { ComingSoon } from '../../../ui/coming-soon';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { useBrowserSession } from '../api/use-browser-session';
import { REGISTRATION_QUESTION_PAGES } from '../registration-flow';

/** The engine and local drafts load with the page; the heading shows while they do. */
const RegistrationQuestionStep = lazy(() =>
  import('./registration-question-step').then((m) => ({ default: m.RegistrationQuestionStep })),
);

export interface RegistrationPageProps {
  /** The area title, e.g. 'Business registration'. */
  title: string;
  /** The page's step line, e.g. 'Business information'. */
  stepLabel: string;
  /** The page name from the path: page1-page5, review, checkout, order-confirmation. */
  pageName: string;
}

const isQuestionPage = (name: string) =>
  (REGISTRATION_QUESTION_PAGES as readonly string[]).includes(name);

/**
 * The public registration flow (spec foundation §2): five question pages answered under an
 * anonymous browser session, then review, checkout and the order confirmation.
 */
export function RegistrationPage({ title, stepLabel, pageName }: RegistrationPageProps) {
  const session = useBrowserSession();
  const header = (
    <PageHeader title={stepLabel} subtitle={title} documentTitle={`${stepLabel} · ${title}`} />
  );
  if (!isQuestionPage(pageName)) {
    return (
      <>
        {header}
        <ComingSoon />
      </>
    );
  }
  if (session.status === 'failed') {
    return (
      <>
        {header}
        <Notice tone="error" role="alert">
          {session.message}
        </Notice>
      </>
    );
  }
  const loading = (
    <>
      {header}
      <FullPageLoader label="Starting your registration…" />
    </>
  );
  if (session.status === 'starting') return loading;
  return (
    <>
      {session.restoreProblem && (
        <Notice tone="error" role="alert">
          {session.restoreProblem}
        </Notice>
      )}
      <Suspense fallback={loading}>
        <RegistrationQuestionStep
          key={pageName}
          sessionId={session.sessionId}
          page={pageName}
          stepLabel={stepLabel}
        />
      </Suspense>
    </>
  );
}
