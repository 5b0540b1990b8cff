/**
 * Helpers for the app-layer tests: a signed-in owner, a stubbed profile endpoint and a
 * render at a given path with an in-memory location.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setRuntimeConfigForTests } from '../api/runtime-config';
import { TOKEN_KEYS } from '../api/token-store';
import { ToastProvider } from '../ui/toast';
import { tokenExpiringIn } from '../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { TEST_OWNER } from '../../tests/support/test-owner';

/** Stores an unexpired access token for owner 1, as the sign-in flow would. */
export function signIn(): void {
  localStorage.setItem(TOKEN_KEYS.access, tokenExpiringIn(3600, '1'));
}

export function installTestConfig(): void {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
}

/**
 * Answers GET /api/v1/individual/1 with `owner`, and each path of `more` (under /api) with its
 * JSON body; anything else is a 404.
 */
export function stubOwnerProfile(owner: object = TEST_OWNER, more: Record<string, unknown> = {}) {
  const answers: Record<string, unknown> = { ...more, '/v1/individual/1': owner };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = Object.keys(answers).find((candidate) => url.endsWith(`/api${candidate}`));
    if (path) {
      return new Response(JSON.stringify(answers[path]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
