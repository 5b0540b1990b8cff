import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { passwordGrant } from '../test-support/tokens';

describe('the maps service’s embedded default at /api/v1/geo (US ZIP dataset)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.accounts.create({ email: 'geo@example.com', password: 'Geo-owner-1!' });
    token = (await passwordGrant(t.app, 'geo@example.com', 'Geo-owner-1!')).body.access_token!;
  });
  afterAll(() => t.close());

  const get = (url: string, bearer: string | null = token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/geo/${url}`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });

  const labels = async (query: Record<string, string>) => {
    const response = await get(`suggest?${new URLSearchParams(query).toString()}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { suggestions: { label: string }[] }).suggestions.map(
      (suggestion) => suggestion.label,
    );
  };

  it('asks for the owner’s bearer token', async () => {
    expect((await get('suggest?q=austin', null)).statusCode).toBe(401);
    expect((await get('county?zip=78701', null)).statusCode).toBe(401);
  });

  it('suggests a ZIP code’s place with its county, for the code’s first digits', async () => {
    const response = await get('suggest?q=787');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    const { suggestions } = response.json() as { suggestions: unknown[] };
    expect(suggestions).toHaveLength(8);
    expect(suggestions[0]).toEqual({
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
      county: 'Travis',
      label: 'Austin, TX 78701',
    });
  });

  it('lists each city of a name once before more ZIP codes of one', async () => {
    expect(await labels({ q: 'Springfield' })).toEqual([
      'Springfield, AR 72157',
      'Springfield, CO 81073',
      'Springfield, GA 31329',
      'Springfield, ID 83277',
      'Springfield, IL 62701',
      'Springfield, KY 40069',
      'Springfield, LA 70462',
      'Springfield, MA 01101',
    ]);
    // The city of exactly that name before longer names that start with it.
    expect((await labels({ q: 'new york', state: 'NY' })).slice(0, 3)).toEqual([
      'New York, NY 10001',
      'New York Mills, NY 13417',
      'New York, NY 10002',
    ]);
  });

  it('keeps to the chosen state', async () => {
    expect(await labels({ q: 'Springfield', state: 'MO' })).toEqual(
      ['65801', '65802', '65803', '65804', '65805', '65806', '65807', '65808'].map(
        (zip) => `Springfield, MO ${zip}`,
      ),
    );
    expect(await labels({ q: '787', state: 'CA' })).toEqual([]);
  });

  it('reads a state and the first ZIP digits after the city, punctuation or not', async () => {
    expect(await labels({ q: 'Austin, TX 7870' })).toHaveLength(7); // 78701-78705, 78708, 78709
    expect((await labels({ q: 'chicago 6060' }))[0]).toBe('Chicago, IL 60601');
    expect((await labels({ q: 'portland or' }))[0]).toBe('Portland, OR 97201');
    expect((await labels({ q: 'winston salem' }))[0]).toBe('Winston-Salem, NC 27101');
  });

  it('finds Saint, Fort and Mount places by their short forms too', async () => {
    expect(await labels({ q: 'St. Louis', state: 'MO' })).toContain('Saint Louis, MO 63101');
    expect((await labels({ q: 'ft worth' }))[0]).toBe('Fort Worth, TX 76101');
  });

  it('answers an empty list for no match and refuses what is not a US lookup', async () => {
    expect(await labels({ q: 'zzzz' })).toEqual([]);
    expect((await get('suggest')).statusCode).toBe(400);
    expect((await get('suggest?q=austin&state=PR')).statusCode).toBe(400);
    expect((await get(`suggest?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('finds the county of a ZIP code', async () => {
    const response = await get('county?zip=78701');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ county: 'Travis', state: 'TX' });
    expect((await get('county?zip=63101-1234')).json()).toEqual({
      county: 'St. Louis (city)',
      state: 'MO',
    });
  });

  it('finds the county most of a city’s ZIP codes lie in', async () => {
    expect((await get('county?city=Austin&state=TX')).json()).toEqual({
      county: 'Travis',
      state: 'TX',
    });
    expect((await get('county?city=St.%20Louis&state=MO')).json()).toEqual({
      county: 'St. Louis (city)',
      state: 'MO',
    });
  });

  it('answers 404 for an unknown place, 400 without a ZIP code or a city and state', async () => {
    expect((await get('county?zip=00000')).statusCode).toBe(404);
    expect((await get('county?zip=78701&state=CA')).json()).toEqual({
      message: 'County not found',
    });
    expect((await get('county?city=Nowhere&state=TX')).statusCode).toBe(404);
    expect((await get('county?city=Austin')).statusCode).toBe(400);
    expect((await get('county?zip=7870')).statusCode).toBe(400);
  });
});

describe('with GOOGLE_MAPS_API_KEY set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GOOGLE_MAPS_API_KEY: 'browser-key' });
  });
  afterAll(() => t.close());

  it('hands the browser the key and lets Google’s script and Places answers in', async () => {
    const response = await t.app.inject('/config.json');
    expect((response.json() as { maps: unknown }).maps).toEqual({ googleApiKey: 'browser-key' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ['script-src', 'connect-src', 'img-src']) {
      expect(csp).toMatch(
        new RegExp(`${directive} [^;]*https://\\*\\.googleapis\\.com https://\\*\\.gstatic\\.com`),
      );
    }
  });
});
