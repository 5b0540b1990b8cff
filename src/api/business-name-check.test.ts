import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { checkBusinessName } from './business-name-check';
import { setRuntimeConfigForTests } from './runtime-config';

beforeEach(() => setRuntimeConfigForTests(TEST_RUNTIME_CONFIG));
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
});

describe('checkBusinessName', () => {
  it('posts the name, the state and the country and returns the verdict', async () => {
    const fetchMock = vi.fn(async () => Response.json({ valid_name: 'FOUND' }));
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

  it('refuses an answer that is neither FOUND nor NOT_FOUND', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ valid_name: 'MAYBE' })),
    );
    await expect(
      checkBusinessName({ businessName: 'Acme', stateAbbreviation: 'TX' }),
    ).rejects.toThrow('Unexpected name check answer: MAYBE');
  });
});
