import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { passwordGrant } from '../test-support/tokens';

describe('main backend at /api', () => {
  let t: TestApp;
  let token: string;
  let individualId: number;

  beforeAll(async () => {
    t = await createTestApp({ RECEIPT_POLL_ATTEMPTS: '7' });
    const owner = await t.app.services.accounts.create({
      email: 'api@example.com',
      password: 'Api-owner-1!',
      firstName: 'Ada',
      lastName: 'Api',
    });
    await t.app.services.accounts.create({
      email: 'other@example.com',
      password: 'Other-owner-1!',
    });
    individualId = owner!.id;
    token = (await passwordGrant(t.app, 'api@example.com', 'Api-owner-1!')).body.access_token!;
  });
  afterAll(() => t.close());

  const auth = () => ({ authorization: `Bearer ${token}` });

  it('answers the signed-in owner with their account', async () => {
    const response = await t.app.inject({
      url: `/api/v1/individual/${individualId}`,
      headers: auth(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      individual_id: individualId,
      email: 'api@example.com',
      email_verified: false,
      first_name: 'Ada',
      last_name: 'Api',
      phone: null,
      tier: null,
      stripe_customer_id: null,
      business_state: null,
      add_ons: [],
    });
  });

  it('requires a valid bearer token', async () => {
    const missing = await t.app.inject(`/api/v1/individual/${individualId}`);
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toContain('Bearer');
    const forged = await t.app.inject({
      url: `/api/v1/individual/${individualId}`,
      headers: { authorization: `Bearer ${token.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(401);
    const unknownRoute = await t.app.inject('/api/v1/nothing-here');
    expect(unknownRoute.statusCode).toBe(401);
  });

  it("refuses an individual_id that is not the caller's", async () => {
    const response = await t.app.inject({
      url: `/api/v1/individual/${individualId + 1}`,
      headers: auth(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Forbidden' });
  });

  it('validates parameters against the route schema', async () => {
    const response = await t.app.inject({
      url: '/api/v1/individual/not-a-number',
      headers: auth(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('renders /config.json from the environment', async () => {
    const config = (await t.app.inject('/config.json')).json();
    expect(config).toMatchObject({
      apiBaseUrl: '/api',
      checkoutBaseUrl: '/checkout',
      questionServiceBaseUrl: '/question-service',
      contentBaseUrl: '/content',
      payments: { baseUrl: '/payments' },
      oidc: { authority: 'http://charter.test/oidc', clientId: 'charter-web' },
      receiptPolling: { intervalMs: 1000, attempts: 7 },
    });
  });

  it('mounts every embedded service', async () => {
    for (const mount of ['checkout', 'question-service', 'content', 'payments']) {
      const response = await t.app.inject(`/${mount}/v1/health`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ service: mount, status: 'ok' });
    }
  });

  it('sends a strict Content-Security-Policy and security headers', async () => {
    const response = await t.app.inject('/config.json');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses oversized bodies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/individual/1',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
  });
});
