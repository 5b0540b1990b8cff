import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { ApiError } from './http';
import {
  fetchNaicsCodes,
  fetchNaicsIndustries,
  fetchNaicsSectors,
  naicsCodeParts,
  naicsCodeTitlesQuery,
} from './question-service';
import { setRuntimeConfigForTests } from './runtime-config';
import { writeTokens } from './token-store';

const LISTS: Record<string, unknown> = {
  '/question-service/v1/naics_sectors': [
    { code: '31', code_title: 'Manufacturing' },
    { code: '54', code_title: 'Professional, Scientific, and Technical Services' },
  ],
  '/question-service/v1/naics_industries?sector=54': [
    { code: '5411', code_title: 'Legal Services' },
  ],
  '/question-service/v1/naics_codes?industry=5411': [
    { code: '541110', code_title: 'Offices of Lawyers' },
  ],
};

function stubFetch(respond: (url: string) => Response = (url) => Response.json(LISTS[url])) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => respond(String(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => setRuntimeConfigForTests(TEST_RUNTIME_CONFIG));
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
});

describe('the NAICS lookups', () => {
  it('call the question service by level, without a token', async () => {
    writeTokens({ accessToken: 'the-token', refreshToken: null, idToken: null });
    const fetchMock = stubFetch();
    await expect(fetchNaicsSectors()).resolves.toHaveLength(2);
    await expect(fetchNaicsIndustries('54')).resolves.toEqual([
      { code: '5411', code_title: 'Legal Services' },
    ]);
    await expect(fetchNaicsCodes('5411')).resolves.toEqual([
      { code: '541110', code_title: 'Offices of Lawyers' },
    ]);
    for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect(new Headers(init.headers).has('authorization')).toBe(false);
    }
  });

  it("fail with the spec's message and the status", async () => {
    stubFetch(() => new Response('', { status: 503 }));
    const failure = fetchNaicsIndustries('54');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 503,
      message: 'Failed to fetch industry codes',
    });
  });

  it('refuse an answer that is not a list of codes and titles', async () => {
    stubFetch(() => Response.json({ sectors: [] }));
    await expect(fetchNaicsSectors()).rejects.toMatchObject({
      message: 'Failed to fetch industry codes',
    });
  });
});

describe('a six-digit code', () => {
  it('splits into sector, industry and code', () => {
    expect(naicsCodeParts('541110')).toEqual({ sector: '54', industry: '5411', code: '541110' });
    expect(naicsCodeParts('5411')).toBeNull();
    expect(naicsCodeParts(541110)).toBeNull();
  });

  it("has its three levels' titles looked up", async () => {
    const fetchMock = stubFetch();
    const client = new QueryClient();
    await expect(client.fetchQuery(naicsCodeTitlesQuery('541110'))).resolves.toEqual({
      sector: { code: '54', code_title: 'Professional, Scientific, and Technical Services' },
      industry: { code: '5411', code_title: 'Legal Services' },
      code: { code: '541110', code_title: 'Offices of Lawyers' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(client.fetchQuery(naicsCodeTitlesQuery('12'))).resolves.toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
