import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../server/test-support/test-app';
import { CLIENT_ID, form, passwordGrant, refreshGrant } from '../../server/test-support/tokens';
import { browserOf } from '../../server/test-support/browser-sign-in';

/**
 * Issue 24: an access token kept working for its whole hour after its grant was revoked
 * (signing out, the revocation endpoint, a refresh token presented twice). The API refuses it
 * as soon as its grant is gone.
 */
const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
afterAll(() => t.close());

let accounts = 0;
const newAccount = async () => {
  accounts += 1;
  const email = `revoked-${accounts}@example.com`;
  const password = 'Revoked-grant-1!';
  const { id } = (await t.app.services.accounts.create({ email, password }))!;
  return { id, email, password };
};

const apiStatus = async (individualId: number, accessToken: string) =>
  (
    await t.app.inject({
      url: `/api/v1/individual/${individualId}`,
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).statusCode;

describe('an access token whose grant is revoked', () => {
  it('is refused once its refresh token is revoked at the revocation endpoint', async () => {
    const owner = await newAccount();
    const { body } = await passwordGrant(t.app, owner.email, owner.password);
    expect(await apiStatus(owner.id, body.access_token!)).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        token: body.refresh_token!,
        token_type_hint: 'refresh_token',
        client_id: CLIENT_ID,
      }),
    });
    expect(revoked.statusCode).toBe(200);
    expect(await apiStatus(owner.id, body.access_token!)).toBe(401);
  });

  it('is refused once a used refresh token is presented again', async () => {
    const owner = await newAccount();
    const first = (await passwordGrant(t.app, owner.email, owner.password)).body;
    const rotated = (await refreshGrant(t.app, first.refresh_token!)).body;
    expect(await apiStatus(owner.id, rotated.access_token!)).toBe(200);
    expect((await refreshGrant(t.app, first.refresh_token!)).status).toBe(400);
    expect(await apiStatus(owner.id, rotated.access_token!)).toBe(401);
    expect(await apiStatus(owner.id, first.access_token!)).toBe(401);
  });

  it('is refused once the owner signs out', async () => {
    const owner = await newAccount();
    const browser = browserOf(t);
    const tokens = await browser.signIn(owner.email, owner.password);
    expect(await apiStatus(owner.id, tokens.access_token)).toBe(200);
    expect(await browser.signOut(tokens.id_token)).toMatch(/\/oidc\/session\/end\/success/);
    expect(await apiStatus(owner.id, tokens.access_token)).toBe(401);
    expect((await refreshGrant(t.app, tokens.refresh_token)).status).toBe(400);
  });

  it('while the tokens of another grant of the same owner keep working', async () => {
    const owner = await newAccount();
    const kept = (await passwordGrant(t.app, owner.email, owner.password)).body;
    const ended = (await passwordGrant(t.app, owner.email, owner.password)).body;
    expect((await refreshGrant(t.app, ended.refresh_token!)).status).toBe(200);
    expect((await refreshGrant(t.app, ended.refresh_token!)).status).toBe(400);
    expect(await apiStatus(owner.id, kept.access_token!)).toBe(200);
  });
});
