import { useEffect } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Router } from 'wouter';
import { openApiQuery } from '../api/openapi';
import { currentSession } from '../api/session';
import { FullPageLoader } from '../ui/full-page-loader';
import { OfflineBanner } from '../ui/offline-banner';
import { BootFailure } from './boot-failure';
import { UpdatePromptSlot } from './pwa/update-prompt-slot';
import { queryClient } from './query-client';
import { AppRoutes } from './routes';

/** Paths where a visitor may be signed out; protected routes sign in with a forced prompt instead. */
const PUBLIC_PATH = /^\/($|registration(\/|$)|chat$|not-found$)/;

/** The silent sign-in check on load: a visitor with a provider session is signed in quietly. */
function useSilentSignInCheck() {
  useEffect(() => {
    if (currentSession().status === 'signed-in' || !navigator.onLine) return;
    if (!PUBLIC_PATH.test(window.location.pathname)) return;
    const idle =
      window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    // Loaded on demand: visitors on the public pages do not download the OIDC client up front.
    idle(
      () =>
        void import('../features/auth/oidc-client').then(({ trySilentSignIn }) =>
          trySilentSignIn(),
        ),
    );
  }, []);
}

/** Shows the loader until the page-definition document has loaded (spec foundation §2). */
function PageDefinitionsGate({ children }: { children: React.ReactNode }) {
  const openApi = useQuery(openApiQuery);
  if (openApi.isPending) return <FullPageLoader label="Loading Charter…" />;
  if (openApi.isError) return <BootFailure onRetry={() => void openApi.refetch()} />;
  return <>{children}</>;
}

export function App() {
  useSilentSignInCheck();
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <OfflineBanner />
        <PageDefinitionsGate>
          <AppRoutes />
        </PageDefinitionsGate>
        <UpdatePromptSlot />
      </Router>
    </QueryClientProvider>
  );
}
