import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { checkBusinessName } from './business-name-check';
import { setRuntimeConfigForTests } from './runtime-config';
import { clearTokens, writeTokens } from './token-store';

const SESSION_ID = '6f1c2a9e-3b7d-4c55-9a0e-2d8b7f4e1a13';

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  writeTokens({ accessToken: 'the-token', refreshToken: null, idToken: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
  clearTokens();
  document.cookie = 'sessionId=; max-age=0';
});

describe('checkBusinessName', () => {
  it('posts the name, the state and the country and returns the verdict', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ valid_name: 'FOUND', business_name: 'Lone Star Coffee', state: 'TX' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      checkBusinessName({ businessName: 'Lone Star Coffee', stateAbbreviation: 'TX' }),
    ).resolves.toBe('FOUND');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/v1/business/namecheck',
      'POST',
      { business_name: 'Lone Star Coffee', state: 'TX', country: 'US' },
    ]);
  });

  it("asks as the browser's registration, without a token, before the account exists", async () => {
    clearTokens();
    document.cookie = `sessionId=${SESSION_ID}`;
    const fetchMock = vi.fn(async () =>
      Response.json({ valid_name: 'NOT_FOUND', business_name: 'Acme Rockets', state: 'TX' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      checkBusinessName({ businessName: 'Acme Rockets', stateAbbreviation: 'TX' }),
    ).resolves.toBe('NOT_FOUND');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([
      url,
      JSON.parse(String(init.body)),
      new Headers(init.headers).get('authorization'),
    ]).toEqual([
      '/api/v1/browser_session/namecheck',
      { business_name: 'Acme Rockets', state: 'TX', country: 'US', browser_session_id: SESSION_ID },
      null,
    ]);
  });

  it('asks nothing for a visitor who is neither signed in nor registering', async () => {
    clearTokens();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      checkBusinessName({ businessName: 'Acme', stateAbbreviation: 'TX' }),
    ).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an answer that is neither FOUND nor NOT_FOUND', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ valid_name: 'MAYBE', business_name: 'Acme', state: 'TX' })),
    );
    await expect(
      checkBusinessName({ businessName: 'Acme', stateAbbreviation: 'TX' }),
    ).rejects.toThrow('/v1/business/namecheck answered unexpectedly at /valid_name');
  });
});
