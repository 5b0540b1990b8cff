import { useEffect } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Router } from 'wouter';
import { openApiQuery } from '../api/openapi';
import { currentSession } from '../api/current-session';
import { afterPageLoad } from '../ui/after-page-load';
import { FullPageLoader } from '../ui/full-page-loader';
import { OfflineBanner } from '../ui/offline-banner';
import { BootFailure } from './boot-failure';
import { LocalSync } from './local-sync';
import { UpdatePromptSlot } from './pwa/update-prompt-slot';
import { queryClient } from './query-client';
import { AppRoutes, isProtectedPath } from './routes';

/** How long after the page has loaded the silent sign-in check starts. */
const SILENT_CHECK_DELAY_MS = 3000;

/**
 * The silent sign-in check on load: a visitor with a provider session is signed in quietly.
 * It starts a moment after the page has loaded, so downloading and starting the OIDC client
 * never competes with the first paint on a slow phone.
 */
function SilentSignInCheck() {
  useEffect(() => {
    if (currentSession().status === 'signed-in' || !navigator.onLine) return;
    // Protected routes sign in with a forced prompt instead (spec foundation §2).
    if (isProtectedPath(window.location.pathname)) return;
    const check = () =>
      void import('../features/auth/oidc-client').then(({ trySilentSignIn }) => trySilentSignIn());
    return afterPageLoad(check, SILENT_CHECK_DELAY_MS);
  }, []);
  return null;
}

/** Shows the loader until the page-definition document has loaded (spec foundation §2). */
function PageDefinitionsGate({ children }: { children: React.ReactNode }) {
  const openApi = useQuery(openApiQuery);
  if (openApi.isPending) return <FullPageLoader label="Loading Charter…" />;
  if (openApi.isError) return <BootFailure onRetry={() => void openApi.refetch()} />;
  return <>{children}</>;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <OfflineBanner />
        <PageDefinitionsGate>
          <AppRoutes />
          <SilentSignInCheck />
          <LocalSync />
        </PageDefinitionsGate>
        <UpdatePromptSlot />
      </Router>
    </QueryClientProvider>
  );
}
