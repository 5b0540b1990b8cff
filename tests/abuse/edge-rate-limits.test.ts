import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { CLIENT_ID, form } from '../../server/test-support/tokens';

const EMAIL = 'limited@example.com';
const PASSWORD = 'Right-password-1!';
const LIMIT = 3;

// Every spelling of every limited route's path: edge-route-spellings.test.ts.
describe('rate limits on the identity provider cannot be walked around', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const start = async (env: Record<string, string> = {}) => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), ...env });
    await t.app.services.accounts.create({ email: EMAIL, password: PASSWORD });
  };
  const grant = (url: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form({
        grant_type: 'password',
        username: EMAIL,
        password,
        client_id: CLIENT_ID,
        scope: 'openid',
      }),
    });

  it('rotating X-Forwarded-For does not reset the limit when no proxy is trusted', async () => {
    await start();
    const statuses = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      statuses.push(
        (await grant('/oidc/token', 'wrong-guess', { 'x-forwarded-for': `198.51.100.${i}` }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('behind one trusted proxy, the limit follows the address the proxy saw', async () => {
    await start({ TRUST_PROXY: '1' });
    // The client makes up the first entries; the proxy appends the address it saw.
    const viaProxy = (made: string, seen: string) => ({ 'x-forwarded-for': `${made}, ${seen}` });
    const statuses = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      const response = await grant(
        '/oidc/token',
        'wrong-guess',
        viaProxy(`198.51.100.${i}`, '203.0.113.7'),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Another client behind the same proxy has a budget of its own.
    const other = await grant('/oidc/token', PASSWORD, viaProxy('198.51.100.9', '203.0.113.8'));
    expect(other.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses true at start, and takes hop counts and CIDR ranges', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
    expect(() => readConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/proxy\.example/);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
    ]);
    expect(readConfig({}).trustProxy).toBe(false);
  });
});
