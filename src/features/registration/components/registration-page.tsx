import { lazy, Suspense, type ReactNode } from 'react';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { REGISTRATION_FLOW } from '../../../domain/flows/registration-flow';
import { solveBotChallenge, useBrowserSession } from '../api/use-browser-session';
import { LiveAnswersProvider, useLiveAnswers } from './live-answers';
import './registration-page.css';

/** Shown only when the server asks for the stronger bot check. */
const BotChallenge = lazy(() =>
  import('./bot-challenge').then((m) => ({ default: m.BotChallenge })),
);

/** The review (Dexie, the edit modals) loads only there. */
const RegistrationReview = lazy(() =>
  import('./registration-review').then((m) => ({ default: m.RegistrationReview })),
);

/** The order summary arrives after the first paint, beside (or below) the form. */
const RegistrationOrderAside = lazy(() =>
  import('./registration-order-aside').then((m) => ({ default: m.RegistrationOrderAside })),
);

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

/**
 * The order summary, once there is an order to sum: after page1 names a state. A new visitor's
 * page1 loads without it (the prices and summary arrive after the first paint; its column is
 * kept, so nothing moves).
 */
function OrderAsideWhenChosen({ pageName, sessionId }: { pageName: string; sessionId: string }) {
  const { answers } = useLiveAnswers();
  if (pageName === 'page1' && !answers.page1?.business_state) return null;
  return (
    <Suspense fallback={null}>
      <RegistrationOrderAside sessionId={sessionId} />
    </Suspense>
  );
}

/** The page of a ready session: a question page, or the review. */
function SessionPage({
  pageName,
  sessionId,
  stepLabel,
}: {
  pageName: string;
  sessionId: string;
  stepLabel: string;
}) {
  if (pageName === 'review') return <RegistrationReview sessionId={sessionId} />;
  return (
    <RegistrationQuestionStep
      key={pageName}
      sessionId={sessionId}
      page={pageName}
      stepLabel={stepLabel}
    />
  );
}

/**
 * The public registration flow (spec foundation §2): five question pages answered under an
 * anonymous browser session, then review, checkout and the order confirmation.
 */
export function RegistrationPage({ title, stepLabel, pageName }: RegistrationPageProps) {
  const session = useBrowserSession();
  const loading = <FullPageLoader label="Starting your registration…" />;
  let content: ReactNode;
  if (session.status === 'failed') {
    content = (
      <Notice tone="error" role="alert">
        {session.message}
      </Notice>
    );
  } else if (session.status === 'challenge') {
    content = (
      <Suspense fallback={loading}>
        <BotChallenge onSolved={(token) => solveBotChallenge(token, session.restoreProblem)} />
      </Suspense>
    );
  } else if (session.status === 'starting') content = loading;
  else {
    content = (
      <>
        {session.restoreProblem && (
          <Notice tone="error" role="alert">
            {session.restoreProblem}
          </Notice>
        )}
        <Suspense fallback={loading}>
          <SessionPage pageName={pageName} sessionId={session.sessionId} stepLabel={stepLabel} />
        </Suspense>
      </>
    );
  }
  // One heading from the first paint on, kept while the session and the engine load: the
  // page's largest paint is then its first (spec budget: LCP on a slow phone).
  // The wizard's bar says 'Step n of 5: {label}'; the heading is the page's own label.
  const page = REGISTRATION_FLOW.pages.find((candidate) => candidate.name === pageName);
  // The two columns are laid out from the first paint, while the session starts: the wizard's
  // column widens for them, and widening later moved the whole page (layout shift).
  return (
    <LiveAnswersProvider>
      <PageHeader title={page?.label ?? stepLabel} documentTitle={`${stepLabel} · ${title}`} />
      <div className="ch-registration-layout">
        <div className="ch-registration-layout__main">{content}</div>
        {session.status === 'ready' && (
          <OrderAsideWhenChosen pageName={pageName} sessionId={session.sessionId} />
        )}
      </div>
    </LiveAnswersProvider>
  );
}
