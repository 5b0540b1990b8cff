import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { apiJson, setUnauthorizedHandlerForTests, waitForAccessToken } from './http';
import { beginSignOut, resetSignOutForTests } from './sign-out-state';
import { setRuntimeConfigForTests } from './runtime-config';
import { writeTokens } from './token-store';

describe('waiting for a token', () => {
  it('retries up to 10 times at 100 ms when the token is missing', async () => {
    const sleeps: number[] = [];
    const token = await waitForAccessToken(async (ms) => void sleeps.push(ms));
    expect(token).toBeNull();
    expect(sleeps).toEqual(Array(10).fill(100));
  });

  it('returns as soon as the token appears', async () => {
    let calls = 0;
    const token = await waitForAccessToken(async () => {
      calls += 1;
      if (calls === 3) writeTokens({ accessToken: 'late', refreshToken: null, idToken: null });
    });
    expect(token).toBe('late');
    expect(calls).toBe(3);
  });
});

describe('calling the main backend', () => {
  const unauthorized = vi.fn();
  beforeEach(() => {
    setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
    setUnauthorizedHandlerForTests(unauthorized);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    unauthorized.mockReset();
  });

  it('sends the bearer token from local storage', async () => {
    writeTokens({ accessToken: 'the-token', refreshToken: null, idToken: null });
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiJson('/v1/thing')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/thing');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer the-token');
  });

  it('on a 401 clears the session through the unauthorized handler', async () => {
    writeTokens({ accessToken: 'stale', refreshToken: null, idToken: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 })),
    );
    await expect(apiJson('/v1/thing')).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('leaves a 401 to the sign-out under way: the page is not reloaded before it leaves', async () => {
    writeTokens({ accessToken: 'revoked', refreshToken: null, idToken: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 })),
    );
    beginSignOut();
    try {
      await expect(apiJson('/v1/thing')).rejects.toMatchObject({ status: 401 });
      expect(unauthorized).not.toHaveBeenCalled();
    } finally {
      resetSignOutForTests();
    }
  });

  it("passes the server's message on, with 'Something went wrong' as the fallback", async () => {
    writeTokens({ accessToken: 't', refreshToken: null, idToken: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Name taken"}', { status: 422 })),
    );
    await expect(apiJson('/v1/x')).rejects.toMatchObject({ status: 422, message: 'Name taken' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await expect(apiJson('/v1/x')).rejects.toMatchObject({
      message: 'Something went wrong',
      status: 500,
    });
  });

  it('skips the token for public calls', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiJson('/v1/openapi.json', { auth: false });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });
});
