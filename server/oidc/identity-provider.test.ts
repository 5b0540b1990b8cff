import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import {
  createTestApp,
  openTestDatabase,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../test-support/test-app';
import { CLIENT_ID, form, passwordGrant, refreshGrant } from '../test-support/tokens';

const EMAIL = 'owner@example.com';
const PASSWORD = 'Correct-horse-1!';

describe('identity provider at /oidc', () => {
  let t: TestApp;
  let individualId: number;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const account = await t.app.services.accounts.create({
      email: EMAIL,
      password: PASSWORD,
      firstName: 'Olive',
      lastName: 'Owner',
    });
    individualId = account!.id;
  });
  afterAll(() => t.close());

  it('publishes discovery with PKCE, refresh and password grants', async () => {
    const response = await t.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'charter.test' },
    });
    expect(response.statusCode).toBe(200);
    const discovery = response.json();
    expect(discovery.issuer).toBe(`${TEST_PUBLIC_URL}/oidc`);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    expect(discovery.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'password']),
    );
    expect(discovery.end_session_endpoint).toBe(`${TEST_PUBLIC_URL}/oidc/session/end`);
    expect(discovery.scopes_supported).not.toContain('api');
  });

  it('publishes only public signing keys', async () => {
    const { keys } = (await t.app.inject('/oidc/jwks')).json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0].d).toBeUndefined();
  });

  it('signs in with the password grant and issues JWT access tokens for the API', async () => {
    const { status, body } = await passwordGrant(t.app, EMAIL, PASSWORD);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer' });
    expect(body.refresh_token).toBeTruthy();
    expect(body.id_token).toBeTruthy();
    const { keys } = (await t.app.inject('/oidc/jwks')).json();
    const { payload } = await jwtVerify(body.access_token!, createLocalJWKSet({ keys }), {
      issuer: `${TEST_PUBLIC_URL}/oidc`,
      audience: `${TEST_PUBLIC_URL}/api`,
    });
    expect(payload.sub).toBe(String(individualId));
    expect(decodeJwt(body.id_token!)).toMatchObject({
      email: EMAIL,
      given_name: 'Olive',
      family_name: 'Owner',
    });
  });

  it('refuses a wrong password, an unknown email and a foreign client', async () => {
    expect(await passwordGrant(t.app, EMAIL, 'Wrong-password-1!')).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(await passwordGrant(t.app, 'nobody@example.com', PASSWORD)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    const foreign = await passwordGrant(t.app, EMAIL, PASSWORD, 'someone-else');
    expect(foreign.status).toBe(401);
    expect(foreign.body.error).toBe('invalid_client');
  });

  it('rotates refresh tokens and revokes the grant when a used one is replayed', async () => {
    const first = (await passwordGrant(t.app, EMAIL, PASSWORD)).body;
    const rotated = await refreshGrant(t.app, first.refresh_token!);
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).toBeTruthy();
    expect(rotated.body.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(rotated.body.access_token!).aud).toBe(`${TEST_PUBLIC_URL}/api`);

    const replay = await refreshGrant(t.app, first.refresh_token!);
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // The replay revoked the whole grant: the rotated token is dead too.
    expect(await refreshGrant(t.app, rotated.body.refresh_token!)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('runs authorization code + PKCE through Charter’s sign-in page', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const redirectUri = `${TEST_PUBLIC_URL}/auth/callback`;
    const jar = new Map<string, string>();
    const remember = (setCookie: string | string[] | undefined) => {
      for (const cookie of [setCookie ?? []].flat()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!, value.join('='));
      }
    };
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const get = async (url: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: url.replace(TEST_PUBLIC_URL, ''),
        headers: { cookie: cookieHeader(), host: 'charter.test' },
      });
      remember(response.headers['set-cookie']);
      return response;
    };

    const authorize = await get(
      `/oidc/auth?${form({ client_id: CLIENT_ID, response_type: 'code', scope: 'openid email profile api', redirect_uri: redirectUri, code_challenge: challenge, code_challenge_method: 'S256', state: 'xyz', prompt: 'login' })}`,
    );
    expect(authorize.statusCode).toBe(303);
    const interactionUrl = authorize.headers.location!;
    expect(interactionUrl).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const loginPage = await get(interactionUrl);
    expect(loginPage.statusCode).toBe(200);
    expect(loginPage.body).toContain('Sign in to Charter');
    expect(loginPage.body).not.toMatch(/<script>/);

    const post = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `${interactionUrl}/login`,
        headers: {
          cookie: cookieHeader(),
          host: 'charter.test',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: form({ email: EMAIL, password }),
      });
    const wrong = await post('not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Invalid credentials or server error');

    const right = await post(PASSWORD);
    expect(right.statusCode).toBe(303);
    remember(right.headers['set-cookie']);
    const resumed = await get(right.headers.location!);
    expect(resumed.statusCode, resumed.body).toBe(303);
    const callback = new URL(resumed.headers.location!);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe('xyz');

    const exchange = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code')!,
        redirect_uri: redirectUri,
        client_id: CLIENT_ID,
        code_verifier: verifier,
      }),
    });
    expect(exchange.statusCode).toBe(200);
    const tokens = exchange.json();
    expect(decodeJwt(tokens.access_token).sub).toBe(String(individualId));
    expect(tokens.refresh_token).toBeTruthy();

    // End session: Charter's page submits itself (external script, no inline code).
    const end = await get(
      `/oidc/session/end?${form({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${TEST_PUBLIC_URL}/`, client_id: CLIENT_ID })}`,
    );
    expect(end.statusCode).toBe(200);
    expect(end.body).toContain('op.logoutForm');
    expect(end.body).toContain('/oidc/static/logout.js');
  });

  it('never writes passwords or tokens to the logs', async () => {
    const { body } = await passwordGrant(t.app, EMAIL, PASSWORD);
    await t.app.inject({
      url: `/api/v1/individual/${individualId}`,
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    await t.app.inject({ url: `/auth/callback?code=${body.access_token}&state=s` });
    const logs = t.logs();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(PASSWORD);
    expect(logs).not.toContain(body.access_token);
    expect(logs).not.toContain(body.refresh_token);
  });
});

describe('identity provider keys and limits', () => {
  it('keeps its signing keys in the database across restarts', async () => {
    const database = await openTestDatabase();
    const first = await createTestApp({}, database);
    const kid1 = (await first.app.inject('/oidc/jwks')).json().keys[0].kid;
    await first.app.close();
    const second = await createTestApp({}, database);
    const kid2 = (await second.app.inject('/oidc/jwks')).json().keys[0].kid;
    await second.app.close();
    await database.drop();
    expect(kid2).toBe(kid1);
  });

  it('rate-limits the sign-in form', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/oidc/interaction/some-uid/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ email: 'x@example.com', password: 'guess' }),
      });
    await attempt();
    await attempt();
    const limited = await attempt();
    await t.close();
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain(
      'Too many sign-in attempts. Please wait a minute and try again.',
    );
  });

  it('rate-limits the token endpoint', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await passwordGrant(t.app, 'x@example.com', 'whatever')).status);
    await t.close();
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
