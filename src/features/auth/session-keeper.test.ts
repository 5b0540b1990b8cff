import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiringIn } from '../../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../../tests/support/runtime-config';
import { installWebLocks } from '../../../tests/support/web-locks';
import { setRuntimeConfigForTests } from '../../api/runtime-config';
import { readTokens, writeTokens } from '../../api/token-store';
import { logOutIfExpired, refreshIfNeeded } from './session-keeper';

const DISCOVERY = 'http://charter.test/oidc/.well-known/openid-configuration';
const TOKEN_ENDPOINT = 'http://charter.test/oidc/token';

/** The identity provider: discovery plus a token endpoint answering with `answer`. */
function stubProvider(answer: () => Response) {
  const tokenRequests: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input === DISCOVERY) return Response.json({ token_endpoint: TOKEN_ENDPOINT });
      if (input === TOKEN_ENDPOINT) {
        tokenRequests.push(new URLSearchParams(String(init?.body)));
        return answer();
      }
      return new Response(null, { status: 404 });
    }),
  );
  return tokenRequests;
}

describe('session keeper', () => {
  beforeEach(() => setRuntimeConfigForTests(TEST_RUNTIME_CONFIG));
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('logs the owner out when the access token has expired', () => {
    writeTokens({ accessToken: tokenExpiringIn(-5), refreshToken: 'r', idToken: 'i' });
    expect(logOutIfExpired()).toBe(true);
    expect(readTokens()).toBeNull();
  });

  it('keeps a valid session', () => {
    writeTokens({ accessToken: tokenExpiringIn(30), refreshToken: 'r', idToken: 'i' });
    expect(logOutIfExpired()).toBe(false);
    expect(readTokens()).not.toBeNull();
  });

  it('does not refresh while 600 s or more of validity remain', async () => {
    const requests = stubProvider(() => Response.json({}));
    writeTokens({ accessToken: tokenExpiringIn(600), refreshToken: 'r1', idToken: 'i' });
    await refreshIfNeeded();
    expect(requests).toHaveLength(0);
  });

  it('refreshes under 600 s and stores the rotated tokens', async () => {
    const fresh = tokenExpiringIn(3600);
    const requests = stubProvider(() =>
      Response.json({ access_token: fresh, refresh_token: 'r2' }),
    );
    writeTokens({ accessToken: tokenExpiringIn(599), refreshToken: 'r1', idToken: 'id-1' });
    await refreshIfNeeded();
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r1',
      client_id: 'charter-web',
    });
    expect(readTokens()).toEqual({ accessToken: fresh, refreshToken: 'r2', idToken: 'id-1' });
  });

  it('lets one tab refresh at a time, so a rotated token is never presented twice', async () => {
    installWebLocks();
    const requests = stubProvider(() =>
      Response.json({ access_token: tokenExpiringIn(3600), refresh_token: 'r2' }),
    );
    writeTokens({ accessToken: tokenExpiringIn(100), refreshToken: 'r1', idToken: 'i' });
    // Two tabs (two callers) decide to refresh at the same moment.
    await Promise.all([refreshIfNeeded(), refreshIfNeeded()]);
    expect(requests.map((body) => body.get('refresh_token'))).toEqual(['r1']);
    expect(readTokens()?.refreshToken).toBe('r2');
  });

  it('signs out when the provider refuses the refresh token', async () => {
    stubProvider(() => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    writeTokens({ accessToken: tokenExpiringIn(100), refreshToken: 'revoked', idToken: 'i' });
    await refreshIfNeeded();
    expect(readTokens()).toBeNull();
  });

  it('keeps the session and tries later when the provider is unreachable', async () => {
    stubProvider(() => {
      throw new TypeError('Failed to fetch');
    });
    writeTokens({ accessToken: tokenExpiringIn(100), refreshToken: 'r1', idToken: 'i' });
    await refreshIfNeeded();
    expect(readTokens()?.refreshToken).toBe('r1');
  });
});
