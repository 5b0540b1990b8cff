import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { tokenExpiringIn } from '../../tests/support/jwt';
import { TEST_OWNER } from '../../tests/support/test-owner';
import { setUnauthorizedHandlerForTests } from '../api/http';
import { ownerProfileQuery } from '../api/owner-profile';
import { setRuntimeConfigForTests } from '../api/runtime-config';
import { servicesStatusQuery } from '../api/services-status';
import { clearTokens, writeTokens } from '../api/token-store';
import { startEarlyGet } from './early-responses';
import { prefetchOwnerData } from './prefetch-owner-data';

const PROFILE_URL = '/api/v1/individual/1';
const STATUSES_URL = '/api/v1/services/status/1';
/** The whole answer the server sends (src/domain/contracts/services-status.ts). */
const STATUSES = {
  individual_id: 1,
  services: [
    { service: 'formation', status: 'IN_PROGRESS', updated_at: '2026-11-02T15:04:05.000Z' },
  ],
};

/** A server answering the owner's two GETs with `status`, counting what it was asked. */
function server(status = 200, profile: object = TEST_OWNER) {
  return vi.fn(async (url: string) => {
    if (status !== 200) return new Response('{"message":"No"}', { status });
    return Response.json(url === PROFILE_URL ? profile : STATUSES);
  });
}

describe("the owner's queries at boot", () => {
  let token: string;
  let queryClient: QueryClient;
  const unauthorized = vi.fn();

  beforeEach(() => {
    setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
    setUnauthorizedHandlerForTests(unauthorized);
    token = tokenExpiringIn(3600, '1');
    writeTokens({ accessToken: token, refreshToken: null, idToken: null });
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    unauthorized.mockReset();
    queryClient.clear();
  });

  /** The early script's requests, answered by `early`; the app's later ones by `app`. */
  function earlyThenApp(early: ReturnType<typeof server>, app: ReturnType<typeof server>) {
    vi.stubGlobal('fetch', early);
    startEarlyGet(PROFILE_URL, token);
    startEarlyGet(STATUSES_URL, token);
    vi.stubGlobal('fetch', app);
  }

  it("adopt the early script's answers on the dashboard, without asking again", async () => {
    const app = server(200, { ...TEST_OWNER, first_name: 'Late' });
    earlyThenApp(server(), app);
    prefetchOwnerData(queryClient, '/dashboard');
    await expect(queryClient.fetchQuery(ownerProfileQuery(1))).resolves.toEqual(TEST_OWNER);
    await expect(queryClient.fetchQuery(servicesStatusQuery(1))).resolves.toEqual(
      STATUSES.services,
    );
    expect(app).not.toHaveBeenCalled();
    // Adopted once: a refetch asks the server.
    await queryClient.refetchQueries({ queryKey: ownerProfileQuery(1).queryKey });
    expect(queryClient.getQueryData(ownerProfileQuery(1).queryKey)).toMatchObject({
      first_name: 'Late',
    });
  });

  it('ask only for the profile on other pages', async () => {
    const app = server();
    earlyThenApp(server(), app);
    prefetchOwnerData(queryClient, '/formation/page1');
    await expect(queryClient.fetchQuery(ownerProfileQuery(1))).resolves.toEqual(TEST_OWNER);
    expect(queryClient.getQueryState(servicesStatusQuery(1).queryKey)).toBeUndefined();
  });

  it('ask again when an early request failed on the way', async () => {
    const app = server();
    earlyThenApp(
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      app,
    );
    prefetchOwnerData(queryClient, '/dashboard');
    await expect(queryClient.fetchQuery(ownerProfileQuery(1))).resolves.toEqual(TEST_OWNER);
    expect(app).toHaveBeenCalledTimes(2);
  });

  it('end the session on an early 401, as on their own', async () => {
    earlyThenApp(server(401), server());
    prefetchOwnerData(queryClient, '/formation/page1');
    await expect(queryClient.fetchQuery(ownerProfileQuery(1))).rejects.toMatchObject({
      status: 401,
    });
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('ask the server themselves when the early requests went out with another token', async () => {
    vi.stubGlobal('fetch', server(200, { ...TEST_OWNER, first_name: 'Early' }));
    startEarlyGet(PROFILE_URL, 'an-older-token');
    const app = server();
    vi.stubGlobal('fetch', app);
    prefetchOwnerData(queryClient, '/formation/page1');
    await expect(queryClient.fetchQuery(ownerProfileQuery(1))).resolves.toEqual(TEST_OWNER);
    expect(app).toHaveBeenCalledOnce();
  });

  it('ask nothing for a visitor who is not signed in', () => {
    clearTokens();
    const app = server();
    vi.stubGlobal('fetch', app);
    prefetchOwnerData(queryClient, '/dashboard');
    expect(app).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
