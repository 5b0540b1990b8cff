import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../tests/support/runtime-config';
import { setRuntimeConfigForTests } from '../../api/runtime-config';
import { readTokens, writeTokens } from '../../api/token-store';
import { signOut } from './sign-out';

const signOutEverywhere = vi.hoisted(() =>
  vi.fn(async (_idToken: string | null, clearDevice: () => Promise<void>) => clearDevice()),
);
vi.mock('./oidc-client', () => ({ signOutEverywhere }));

const DISCOVERY = 'http://charter.test/oidc/.well-known/openid-configuration';
const REVOCATION = 'http://charter.test/oidc/token/revocation';

/** The provider's discovery document; `revoke` answers the revocation endpoint. */
function stubProvider(revoke: () => Promise<Response>) {
  const revocations: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input === DISCOVERY) {
        return Response.json({ token_endpoint: 'x', revocation_endpoint: REVOCATION });
      }
      if (input === REVOCATION) {
        revocations.push(new URLSearchParams(String(init?.body)));
        return revoke();
      }
      return new Response(null, { status: 404 });
    }),
  );
  return revocations;
}

describe('signing out', () => {
  beforeEach(() => {
    setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
    writeTokens({ accessToken: 'a', refreshToken: 'refresh-1', idToken: 'id-1' });
    signOutEverywhere.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("revokes the refresh token's grant at the provider, then ends its session", async () => {
    const revocations = stubProvider(async () => new Response(null, { status: 200 }));
    await signOut();
    expect(revocations.map((body) => Object.fromEntries(body))).toEqual([
      { token: 'refresh-1', token_type_hint: 'refresh_token', client_id: 'charter-web' },
    ]);
    expect(readTokens()).toBeNull();
    expect(signOutEverywhere).toHaveBeenCalledWith('id-1', expect.any(Function));
  });

  it('signs out all the same when the provider cannot be reached', async () => {
    stubProvider(() => Promise.reject(new TypeError('Failed to fetch')));
    await signOut();
    expect(readTokens()).toBeNull();
    expect(signOutEverywhere).toHaveBeenCalledTimes(1);
  });
});
