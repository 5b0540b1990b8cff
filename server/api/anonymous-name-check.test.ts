import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRegisteredBusinesses } from '../services/seed-registered-businesses';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { signedInOwner } from '../test-support/owners';
import { TOO_MANY_NAME_CHECKS } from './business-routes';

const URL = '/api/v1/browser_session/namecheck';
/** NAME_CHECK_RATE_LIMIT_PER_MINUTE's default. */
const LIMIT = 30;

describe(`the name check of an anonymous registration at POST ${URL}`, () => {
  let t: TestApp;
  let addresses = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await seedRegisteredBusinesses(t.database.db);
  });
  afterAll(() => t.close());

  /** Each test from its own client address, so one test's count does not reach another's. */
  const newAddress = () => `198.51.100.${(addresses += 1)}`;

  const newSession = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/browser_session/create',
      payload: { browser_agent: 'vitest' },
    });
    expect(response.statusCode).toBe(200);
    return response.json().id as string;
  };

  // No Idempotency-Key and no bearer token: a visitor's question, asked as they type.
  const check = (
    payload: object,
    { cookie, remoteAddress = newAddress() }: { cookie?: string; remoteAddress?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress,
      headers: cookie ? { cookie: `sessionId=${cookie}` } : {},
      payload,
    });

  it('answers FOUND for a name the state has, NOT_FOUND for a free one', async () => {
    const session = await newSession();
    const ask = (business_name: string, state: string) =>
      check(
        { business_name, state, country: 'US', browser_session_id: session },
        { cookie: session },
      );

    const taken = await ask('Lone Star Coffee, LLC', 'TX');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({
      valid_name: 'FOUND',
      business_name: 'Lone Star Coffee, LLC',
      state: 'TX',
    });
    expect((await ask('Lone Star Coffee House', 'Texas')).json()).toEqual({
      valid_name: 'NOT_FOUND',
      business_name: 'Lone Star Coffee House',
      state: 'TX',
    });
  });

  it("asks for the browser's own registration: 403 without its cookie, 404 when it is gone", async () => {
    const session = await newSession();
    const body = { business_name: 'Acme', state: 'TX', browser_session_id: session };

    const noCookie = await check(body);
    expect([noCookie.statusCode, noCookie.json()]).toEqual([
      403,
      { message: 'This registration belongs to another browser' },
    ]);
    const otherBrowser = await check(body, { cookie: await newSession() });
    expect(otherBrowser.statusCode).toBe(403);

    const unknown = '00000000-0000-4000-8000-000000000000';
    const gone = await check({ ...body, browser_session_id: unknown }, { cookie: unknown });
    expect([gone.statusCode, gone.json()]).toEqual([
      404,
      { message: 'This registration was not found' },
    ]);

    const noSession = await check({ business_name: 'Acme', state: 'TX' });
    expect(noSession.statusCode).toBe(400);
  });

  it('does not take a bearer token in place of the registration', async () => {
    const owner = await signedInOwner(t, 'anonymous-name-check');
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { business_name: 'Acme', state: 'TX' },
    });
    expect(response.statusCode).toBe(400);
    // The signed-in check stays behind the token.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/business/namecheck',
      payload: { business_name: 'Acme', state: 'TX' },
    });
    expect(anonymous.statusCode).toBe(401);
    // And the API document says which takes what.
    const { paths } = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    expect(paths['/api/v1/browser_session/namecheck'].post.security).toBeUndefined();
    expect(paths['/api/v1/business/namecheck'].post.security).toEqual([{ ownerToken: [] }]);
  });

  it('refuses values of the wrong type or form with 400 and a message', async () => {
    const session = await newSession();
    const valid = { business_name: 'Acme', state: 'TX', browser_session_id: session };
    for (const wrong of [
      { business_name: { name: 'Acme' } },
      { business_name: ['Acme', 'Other'] },
      { business_name: 'x'.repeat(257) },
      { business_name: '   ' },
      { state: 'Ontario' },
      { state: { code: 'TX' } },
      { country: 'CA' },
      { browser_session_id: 'not-a-session' },
    ]) {
      const response = await check({ ...valid, ...wrong }, { cookie: session });
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(response.json().message, JSON.stringify(wrong)).toEqual(expect.any(String));
    }
  });

  it(`answers 429 with a message after ${LIMIT} checks a minute from one address, not from others`, async () => {
    const session = await newSession();
    const remoteAddress = newAddress();
    const ask = (address = remoteAddress) =>
      check(
        { business_name: 'Acme Rockets', state: 'TX', browser_session_id: session },
        { cookie: session, remoteAddress: address },
      );
    const statuses: number[] = [];
    for (let call = 0; call < LIMIT; call += 1) statuses.push((await ask()).statusCode);
    expect(statuses).toEqual(Array(LIMIT).fill(200));

    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_NAME_CHECKS });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    expect((await ask(newAddress())).statusCode).toBe(200);
  });

  it('takes its limit from NAME_CHECK_RATE_LIMIT_PER_MINUTE', async () => {
    const strict = await createTestApp({ NAME_CHECK_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const session = (
        await strict.app.inject({
          method: 'POST',
          url: '/api/v1/browser_session/create',
          payload: { browser_agent: 'vitest' },
        })
      ).json().id as string;
      const statuses: number[] = [];
      for (let call = 0; call < 3; call += 1) {
        const response = await strict.app.inject({
          method: 'POST',
          url: URL,
          headers: { cookie: `sessionId=${session}` },
          payload: { business_name: 'Acme', state: 'TX', browser_session_id: session },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});
