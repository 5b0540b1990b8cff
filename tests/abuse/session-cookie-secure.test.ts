import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';

/**
 * Issue 24: the sessionId cookie was Secure when the request came over https, whatever address
 * the browser is at. Behind a TLS-terminating proxy the request is plain HTTP, so the cookie of
 * an https site went out without Secure; it now follows PUBLIC_URL's scheme.
 */
describe('the sessionId cookie', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const sessionCookie = async (forwardedProto: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/browser_session/create',
      headers: { 'x-forwarded-proto': forwardedProto },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    return String(response.headers['set-cookie']);
  };

  it('is Secure on an https PUBLIC_URL, however the request reached the server', async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://charter.example', TRUST_PROXY: '1' });
    for (const proto of ['http', 'https']) {
      expect(await sessionCookie(proto), proto).toMatch(/^sessionId=[^;]+;.*\bSecure\b/);
    }
  });

  it('is not Secure on an http PUBLIC_URL (local use), even when a proxy says https', async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:8080', TRUST_PROXY: '1' });
    for (const proto of ['http', 'https']) {
      const cookie = await sessionCookie(proto);
      expect(cookie, proto).toMatch(/^sessionId=/);
      expect(cookie, proto).not.toMatch(/\bSecure\b/);
    }
  });
});
