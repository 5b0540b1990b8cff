import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { form } from '../test-support/tokens';
import { SERVER_ERROR_MESSAGE } from './error-handler';
import { REQUEST_ID_HEADER, requestIdOf } from './request-ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id in answers and log lines', () => {
  let t: TestApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    // One proxy in front (nginx), which names each request ($request_id).
    t = await createTestApp({ TRUST_PROXY: '1' });
    owner = await signedInOwner(t, 'ids');
  });
  afterAll(() => t.close());

  /** Runs a request and returns it with the JSON lines the server logged meanwhile. */
  const withLogLines = async <T>(request: () => Promise<T>) => {
    const before = t.logs().length;
    const response = await request();
    const lines = t
      .logs()
      .slice(before)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    return { response, lines };
  };

  it("shows a server failure's id in its body and header, and every line of the request carries it", async () => {
    await t.database.db.execute('ALTER TABLE businesses RENAME TO businesses_away');
    try {
      const { response, lines } = await withLogLines(() =>
        asOwner(t, owner)('/api/v1/business/namecheck', {
          method: 'POST',
          payload: { business_name: 'Request Id LLC', state: 'Texas' },
          key: null,
        }),
      );
      expect(response.statusCode).toBe(500);
      const id = response.json<{ request_id: string }>().request_id;
      expect(response.json()).toEqual({ message: SERVER_ERROR_MESSAGE, request_id: id });
      expect(response.headers[REQUEST_ID_HEADER]).toBe(id);
      expect(lines.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request failed', 'request completed']),
      );
      for (const line of lines) expect(line.reqId, line.msg).toBe(id);
    } finally {
      await t.database.db.execute('ALTER TABLE businesses_away RENAME TO businesses');
    }
  });

  it("carries it in the lines written outside the request's own logger (the identity provider's failures)", async () => {
    await t.database.db.execute('ALTER TABLE accounts RENAME TO accounts_away');
    try {
      const { response, lines } = await withLogLines(() =>
        t.app.inject({
          method: 'POST',
          url: '/oidc/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form({
            grant_type: 'password',
            username: owner.email,
            password: 'Guess-password-1',
            client_id: 'charter-web',
            scope: 'openid',
          }),
        }),
      );
      expect(response.statusCode).toBe(500);
      const id = response.headers[REQUEST_ID_HEADER];
      expect(id).toMatch(UUID);
      expect(lines.find((line) => line.msg === 'identity provider failed')?.reqId).toBe(id);
      for (const line of lines) expect(line.reqId, line.msg).toBe(id);
    } finally {
      await t.database.db.execute('ALTER TABLE accounts_away RENAME TO accounts');
    }
  });

  it("takes the trusted proxy's id when it is a sane token, and echoes it", async () => {
    const nginxId = '4f1c2b7a9d3e8f6a0b5c1d2e3f4a5b6c';
    const { response, lines } = await withLogLines(() =>
      t.app.inject({ url: '/livez', headers: { [REQUEST_ID_HEADER]: nginxId } }),
    );
    expect(response.headers[REQUEST_ID_HEADER]).toBe(nginxId);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.reqId).toBe(nginxId);

    for (const insane of ['short', 'has spaces in it', 'x'.repeat(129), 'quote"and{brace}']) {
      const answered = await t.app.inject({
        url: '/livez',
        headers: { [REQUEST_ID_HEADER]: insane },
      });
      expect(answered.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    }
  });

  it('reads no id from the request without a trusted proxy: a client cannot name its lines', () => {
    const request = { headers: { [REQUEST_ID_HEADER]: 'chosen-by-the-client' } };
    expect(requestIdOf(false)(request as unknown as IncomingMessage)).toMatch(UUID);
    expect(requestIdOf(true)(request as unknown as IncomingMessage)).toBe('chosen-by-the-client');
  });
});
