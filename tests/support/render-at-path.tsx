/**
 * Rendering a screen as the app does, for tests of the app layer and of features: a signed-in
 * owner, the runtime configuration, and a render at a given path with an in-memory location
 * under the query cache and toasts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setRuntimeConfigForTests } from '../../src/api/runtime-config';
import { TOKEN_KEYS } from '../../src/api/token-store';
import { ToastProvider } from '../../src/ui/toast';
import { tokenExpiringIn } from './jwt';
import { TEST_RUNTIME_CONFIG } from './runtime-config';

/**
 * Stores unexpired access and id tokens for owner 1, as the sign-in flow would (the content
 * service takes the id token, dashboard spec §7).
 */
export function signIn(): void {
  localStorage.setItem(TOKEN_KEYS.access, tokenExpiringIn(3600, '1'));
  localStorage.setItem(TOKEN_KEYS.id, tokenExpiringIn(3600, '1'));
}

export function installTestConfig(): void {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
}

/**
 * Around each test of a signed-in screen: the configuration and owner 1's token before; after,
 * no stubbed globals, configuration or stored data left for the next test.
 */
export function signedInEachTest(): void {
  beforeEach(() => {
    installTestConfig();
    signIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setRuntimeConfigForTests(null);
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** Renders `ui` at `path`; `history` holds the visited paths (redirects replace). */
export function renderAtPath(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Router hook={location.hook}>{ui}</Router>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, history: location.history, navigate: location.navigate };
}
