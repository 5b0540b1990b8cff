// @vitest-environment node
/*
 * The default address search as the browser runs it: the real fetch to the real server (its
 * ZIP dataset at /api/v1/geo/suggest) listening on a free port, with a signed-in owner's token.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { passwordGrant } from '../../server/test-support/tokens';
import { setUnauthorizedHandlerForTests } from '../api/http';
import { setRuntimeConfigForTests } from '../api/runtime-config';
import { writeTokens } from '../api/token-store';
import {
  addressLookupText,
  configuredAddressSearch,
  streetBeforeLookup,
  zipAddressSearch,
} from './address-suggestions';

describe('the street field’s lookup text', () => {
  it.each([
    ['12 Main St, Austin', 'Austin', '12 Main St'],
    ['12 Main St, Austin, TX', 'Austin, TX', '12 Main St'],
    ['Austin', 'Austin', ''],
    ['78701', '78701', ''],
  ])('%j looks up %j after the street %j', (typed, lookup, street) => {
    expect(addressLookupText(typed)).toBe(lookup);
    expect(streetBeforeLookup(typed)).toBe(street);
  });
});

/** The tokens' storage: a node test has no browser storage of its own. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('the ZIP dataset address search against the real server', () => {
  let t: TestApp;
  let apiBaseUrl: string;
  let accessToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    apiBaseUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
    await t.app.services.accounts.create({ email: 'street@example.com', password: 'Street-1!x' });
    const { body } = await passwordGrant(t.app, 'street@example.com', 'Street-1!x');
    accessToken = body.access_token!;
    vi.stubGlobal('localStorage', memoryStorage());
    setUnauthorizedHandlerForTests(() => {
      throw new Error('signed out');
    });
    setRuntimeConfigForTests({ ...TEST_RUNTIME_CONFIG, apiBaseUrl });
  }, 60_000);
  // The client setup empties storage after each test.
  beforeEach(() => writeTokens({ accessToken, refreshToken: null, idToken: null }));
  afterAll(async () => {
    setRuntimeConfigForTests(null);
    vi.unstubAllGlobals();
    await t.close();
  });

  const labels = async (typed: string, state: string | null = null) =>
    (await zipAddressSearch.suggest(typed, { state, signal: new AbortController().signal })).map(
      (suggestion) => suggestion.label,
    );

  it('is the default while no Google Maps key is configured', () => {
    expect(configuredAddressSearch()).toBe(zipAddressSearch);
    expect(zipAddressSearch.hint).toBe(
      'Add a comma and the city or ZIP code to pick it from a list.',
    );
  });

  it('offers "City, ST ZIP" for a city typed after the street', async () => {
    expect((await labels('12 Main St, austin, tx')).slice(0, 3)).toEqual([
      'Austin, TX 73301',
      'Austin, TX 73344',
      'Austin, TX 78701',
    ]);
  });

  it('matches ZIP codes by their first digits, from three digits', async () => {
    expect((await labels('1 Congress Ave, 7870'))[0]).toBe('Austin, TX 78701');
    expect(await labels('78')).toEqual([]);
  });

  it('keeps to the chosen state', async () => {
    expect((await labels('1 Main St, Springfield', 'MO'))[0]).toBe('Springfield, MO 65801');
    expect(await labels('1 Main St, Springfield', 'MO')).toHaveLength(8);
    expect(await labels('90210', 'TX')).toEqual([]);
  });

  it('asks nothing for one letter or a street alone', async () => {
    expect(await labels('a')).toEqual([]);
    expect(await labels('12 Main St')).toEqual([]);
  });

  it('fills city, state and ZIP but no street', async () => {
    const [austin] = await zipAddressSearch.suggest('1 Main St, Austin, TX 78701', {
      state: 'TX',
      signal: new AbortController().signal,
    });
    expect(austin?.label).toBe('Austin, TX 78701');
    expect(await austin?.place()).toEqual({ city: 'Austin', state: 'TX', postal_code: '78701' });
  });

  it('stops a lookup the typing has overtaken', async () => {
    const typing = new AbortController();
    const lookup = zipAddressSearch.suggest('Austin', { state: null, signal: typing.signal });
    typing.abort();
    await expect(lookup).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fails, for the field to offer nothing, when the server cannot be reached', async () => {
    setRuntimeConfigForTests({ ...TEST_RUNTIME_CONFIG, apiBaseUrl: 'http://127.0.0.1:9/api' });
    try {
      await expect(labels('Austin')).rejects.toThrow();
    } finally {
      setRuntimeConfigForTests({ ...TEST_RUNTIME_CONFIG, apiBaseUrl });
    }
  });
});
