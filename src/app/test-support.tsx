/**
 * Helpers for the app-layer tests: a signed-in owner, a stubbed profile endpoint and a
 * render at a given path with an in-memory location (tests/support/render-at-path.tsx).
 */
import { vi } from 'vitest';
import { TEST_OWNER } from '../../tests/support/test-owner';

export { installTestConfig, renderAtPath, signIn } from '../../tests/support/render-at-path';

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
