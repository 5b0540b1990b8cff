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
import { PRIVACY_PATH, TERMS_PATH } from '../domain/legal/legal-pages';
import { CHAT_PATH } from '../domain/services/service-paths';
import { SIGNING_PAGE_PREFIX, SIGNING_PAGE_ROUTE } from '../domain/signing/signing-page-path';
import { stripTrailingSlash } from '../domain/url-paths';
import { WIZARD_PATH_PATTERN, WizardArea, preloadWizardScreens } from './wizard-routes';

const ChatPage = lazyScreen(() =>
  import('../features/support/components/chat-page').then((m) => m.ChatPage),
);
const SigningPage = lazyScreen(() =>
  import('../features/signing/components/signing-page').then((m) => m.SigningPage),
);
const TermsPage = lazyScreen(() =>
  import('../features/legal/components/terms-page').then((m) => m.TermsPage),
);
const PrivacyPage = lazyScreen(() =>
  import('../features/legal/components/privacy-page').then((m) => m.PrivacyPage),
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
    LEGAL_PAGES.get(stripTrailingSlash(path))?.preload() ?? null,
  ]);
}

/** The public legal pages: the terms the checkout links to, and the privacy policy. */
const LEGAL_PAGES = new Map([
  [TERMS_PATH, TermsPage],
  [PRIVACY_PATH, PrivacyPage],
]);

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
          <Route path={CHAT_PATH}>
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
          {[...LEGAL_PAGES].map(([path, Page]) => (
            <Route key={path} path={path}>
              <Page />
            </Route>
          ))}
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
