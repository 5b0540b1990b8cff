import '../ui/theme.css';
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { FullPageLoader } from '../ui/full-page-loader';
import {
  DASHBOARD_DEFAULT_CHILDREN,
  DASHBOARD_PATH_PATTERN,
  DashboardArea,
  preloadDashboardScreens,
} from './dashboard-routes';
import { AppErrorBoundary } from './error-boundary';
import { lazyScreen } from './lazy-screen';
import { NotFoundPage } from './not-found-page';
import { RootRedirect } from './root-redirect';
import { findWizardLocation } from './wizard-areas';
import { WizardLayout } from './layouts/wizard-layout';
import { SIGNING_PAGE_PREFIX, SIGNING_PAGE_ROUTE } from '../domain/signing/signing-page-path';
import { WIZARD_PATH_PATTERN, WizardArea, preloadWizardScreens } from './wizard-routes';

const ChatPage = lazyScreen(() =>
  import('../features/support/components/chat-page').then((m) => m.ChatPage),
);
const SigningPage = lazyScreen(() =>
  import('../features/signing/components/signing-page').then((m) => m.SigningPage),
);
const AuthCallbackPage = lazyScreen(() =>
  import('../features/auth/components/auth-callback-page').then((m) => m.AuthCallbackPage),
);

/**
 * Starts downloading the code of the page being opened while the app still waits for its
 * configuration and page definitions, instead of one after the other.
 */
/**
 * Whether the route table puts `path` behind the sign-in gate (dashboard screens and the
 * wizard areas that require it). The sign-in protocol's own pages (/auth/…) count as protected:
 * nothing else may sign in on them.
 */
export function isProtectedPath(path: string): boolean {
  if (path.startsWith('/auth/')) return true;
  return (
    DASHBOARD_PATH_PATTERN.test(path) || (findWizardLocation(path)?.area.requiresAuth ?? false)
  );
}

export function preloadRoute(path: string): Promise<unknown> {
  return Promise.allSettled([
    preloadDashboardScreens(path),
    preloadWizardScreens(path),
    path.startsWith(SIGNING_PAGE_PREFIX) ? SigningPage.preload() : null,
  ]);
}

function ToNotFound() {
  return <Redirect to="/not-found" replace />;
}

/**
 * The route table (spec foundation §2, dashboard §2). The 404 page is part of the entry
 * chunk so it renders even when a screen's chunk cannot be fetched; everything else is
 * loaded per route.
 */
export function AppRoutes() {
  return (
    <AppErrorBoundary>
      <Suspense fallback={<FullPageLoader />}>
        <Switch>
          <Route path="/">
            <RootRedirect />
          </Route>
          <Route path="/not-found">
            <NotFoundPage />
          </Route>
          <Route path="/chat">
            <main id="main" tabIndex={-1} className="ch-standalone">
              <ChatPage />
            </main>
          </Route>
          {/* A member's signing link: public, in the questionnaires' plain chrome (decision 0050). */}
          <Route path={SIGNING_PAGE_ROUTE}>
            {(params) => (
              <WizardLayout title="Electronic signature" stepLabel="Secure, no account needed">
                <SigningPage token={params.token} />
              </WizardLayout>
            )}
          </Route>
          <Route path="/auth/callback">
            <AuthCallbackPage />
          </Route>
          {DASHBOARD_DEFAULT_CHILDREN.map(({ from, to }) => (
            <Route key={from} path={from}>
              <Redirect to={to} replace />
            </Route>
          ))}
          <Route path={DASHBOARD_PATH_PATTERN}>
            <DashboardArea />
          </Route>
          <Route path={WIZARD_PATH_PATTERN}>
            <WizardArea />
          </Route>
          <Route>
            <ToNotFound />
          </Route>
        </Switch>
      </Suspense>
    </AppErrorBoundary>
  );
}
