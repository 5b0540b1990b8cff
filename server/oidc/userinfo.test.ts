import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { importJWK, SignJWT } from 'jose';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test-support/test-app';
import { browserOf, type BrowserTokens } from '../test-support/browser-sign-in';
import { CLIENT_ID, passwordGrant } from '../test-support/tokens';
import { signingKeys } from '../services/server-secrets';

const EMAIL = 'userinfo@owners.example';
const PASSWORD = 'Saguaro-Sunset-42!';

describe('userinfo for the tokens the provider issues to its own client', () => {
  let t: TestApp;
  let tokens: BrowserTokens;
  let individualId: number;

  /** openid-client's fetch, answered by the app in this process. */
  const inProcessFetch: oidc.CustomFetch = async (input, init) => {
    const url = new URL(input);
    const response = await t.app.inject({
      method: init.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(init.body ? { payload: String(init.body) } : {}),
    });
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        [value ?? []].flat().map((one) => [name, String(one)] as [string, string]),
      ),
    });
  };

  async function relyingParty() {
    return oidc.discovery(new URL(`${TEST_PUBLIC_URL}/oidc`), CLIENT_ID, undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
      [oidc.customFetch]: inProcessFetch,
    });
  }

  const userinfo = (token: string) =>
    t.app.inject({ url: '/oidc/me', headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    const account = await t.app.services.accounts.create({
      email: EMAIL,
      password: PASSWORD,
      firstName: 'Uma',
      lastName: 'Info',
    });
    individualId = account!.id;
    tokens = await browserOf(t).signIn(EMAIL, PASSWORD);
  });
  afterAll(() => t.close());

  it("answers openid-client's userinfo with the access token from sign-in", async () => {
    const config = await relyingParty();
    const claims = await oidc.fetchUserInfo(config, tokens.access_token, String(individualId));
    expect(claims).toMatchObject({
      sub: String(individualId),
      email: EMAIL,
      given_name: 'Uma',
      family_name: 'Info',
      name: 'Uma Info',
    });
  });

  it('releases only what the grant’s scopes allow', async () => {
    // The registration's password grant asks for openid email profile (its grant's scopes).
    const { body } = await passwordGrant(t.app, EMAIL, PASSWORD);
    const answer = await userinfo(body.access_token!);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(Object.keys(answer.json()).sort()).toEqual(
      ['email', 'email_verified', 'family_name', 'given_name', 'name', 'sub'].sort(),
    );
  });

  it('refuses an ID token, a token for another audience and a token of a revoked grant', async () => {
    expect((await userinfo(tokens.id_token)).statusCode).toBe(401);

    const { keys } = await signingKeys(t.database.db);
    const key = keys[0]!;
    const foreign = await new SignJWT({ scope: 'api', grant_id: 'x' })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid! })
      .setIssuer(`${TEST_PUBLIC_URL}/oidc`)
      .setAudience('https://another-api.example')
      .setSubject(String(individualId))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await importJWK(key, 'RS256'));
    expect((await userinfo(foreign)).statusCode).toBe(401);

    const revoked = (await passwordGrant(t.app, EMAIL, PASSWORD)).body;
    await t.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: revoked.refresh_token!,
        client_id: CLIENT_ID,
      }).toString(),
    });
    expect((await userinfo(revoked.access_token!)).statusCode).toBe(401);
  });
});
