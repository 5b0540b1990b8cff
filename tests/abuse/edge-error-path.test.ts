import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERROR_MESSAGE } from '../../server/http/error-handler';
import { REQUEST_ID_HEADER } from '../../server/http/request-ids';
import { TOO_DEEP_MESSAGE } from '../../server/http/json-body';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { asOwner, signedInOwner, type SignedInOwner } from '../../server/test-support/owners';
import { paymentsClient } from '../../server/test-support/payments-client';
import { passwordGrant } from '../../server/test-support/tokens';

/** Text that only a leaked SQL statement or its parameters would put in a body or a log. */
const SQL_TRACES = [/select\s+\\?"/i, /insert\s+into/i, /\$\d\b/, /params:/i];
const HOSTILE = { 'a NUL byte': 'Bad\u0000name', 'a lone surrogate': 'Bad\ud800name' };

/**
 * The hostile text that reaches the database through routes page validation does not cover
 * (a name check, an email in a query string, a browser agent, the password grant): each is a
 * 400 with a sentence, and neither the answer nor the log shows SQL or the values.
 */
describe('one error path for text the database cannot hold', () => {
  let t: TestApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    owner = await signedInOwner(t, 'edge');
  });
  afterAll(() => t.close());

  /** The request ids of the lines logged (undefined for a line that has none). */
  const requestIdsOf = (logged: string) =>
    logged
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { reqId?: string }).reqId);
  const expectNoSql = (...texts: string[]) => {
    for (const text of texts) for (const trace of SQL_TRACES) expect(text).not.toMatch(trace);
  };

  for (const [kind, value] of Object.entries(HOSTILE)) {
    it(`the business name check answers 400 for ${kind}`, async () => {
      const { response, logged } = await t.loggedDuring(() =>
        asOwner(t, owner)('/api/v1/business/namecheck', {
          method: 'POST',
          payload: { business_name: value, state: 'Texas' },
          key: null,
        }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/not allowed/);
      expectNoSql(response.body, logged);
      expect(logged).not.toContain('Bad');
    });

    it(`a new browser session answers 400 for ${kind} in its browser agent, storing nothing`, async () => {
      const { response, logged } = await t.loggedDuring(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/browser_session/create',
          payload: { browser_agent: value },
        }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
      expectNoSql(response.body, logged);
    });

    it(`the password grant refuses ${kind} in the username and logs no parameters`, async () => {
      const { response, logged } = await t.loggedDuring(() =>
        passwordGrant(t.app, `a${value}@example.com`, 'Guess-password-1'),
      );
      // (A form body cannot carry a lone surrogate: the client sends U+FFFD, a wrong password.)
      expect(response.status).toBe(400);
      expectNoSql(JSON.stringify(response.body), logged);
      expect(logged).not.toContain('Guess-password-1');
      expect(logged).not.toContain('@example.com');
    });
  }

  it('the payments sandbox answers 400 in its provider shape for a NUL byte in a name', async () => {
    const { response, logged } = await t.loggedDuring(() =>
      paymentsClient(t.app).post('/v1/customers', { name: 'Bad\u0000name' }, { json: true }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ type: 'invalid_request_error' });
    expectNoSql(response.body, logged);
  });

  it('the email check answers 400 for a NUL byte in its query string', async () => {
    const { response, logged } = await t.loggedDuring(() =>
      t.app.inject({ url: '/api/v1/check_email?email=a%00b%40example.com' }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expectNoSql(response.body, logged);
    expect(logged).not.toContain('example.com\\u0000');
  });

  it('a JSON body nested 100,000 deep is a 400 with a message, on any route', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const bodies = {
      '/api/v1/formation/page1': `{"individual_id":${owner.id},"business_name":${deep}}`,
      '/api/v1/business/namecheck': deep,
    };
    for (const [url, payload] of Object.entries(bodies)) {
      const { response, logged } = await t.loggedDuring(() =>
        t.app.inject({
          method: 'POST',
          url,
          headers: {
            authorization: `Bearer ${owner.token}`,
            'content-type': 'application/json',
            'idempotency-key': `deep-${url.length}-key`,
          },
          payload,
        }),
      );
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json().message).toBe(TOO_DEEP_MESSAGE);
      expect(logged).not.toMatch(/"level":50/);
    }
  });

  it("the server's own failures answer 500 with a generic message and the request id", async () => {
    await t.database.db.execute('ALTER TABLE businesses RENAME TO businesses_away');
    try {
      const { response, logged } = await t.loggedDuring(() =>
        asOwner(t, owner)('/api/v1/business/namecheck', {
          method: 'POST',
          payload: { business_name: 'Secret Name LLC', state: 'Texas' },
          key: null,
        }),
      );
      expect(response.statusCode).toBe(500);
      const requestId = response.headers[REQUEST_ID_HEADER];
      expect(response.json()).toEqual({ message: SERVER_ERROR_MESSAGE, request_id: requestId });
      // Every line of the request carries the id the answer shows (decision 0095).
      expect(new Set(requestIdsOf(logged))).toEqual(new Set([requestId]));
      expect(logged).toMatch(/"level":50/);
      expect(logged).not.toContain('secret name');
      expectNoSql(response.body, logged);
    } finally {
      await t.database.db.execute('ALTER TABLE businesses_away RENAME TO businesses');
    }
  });

  it("the identity provider's own failures reach the same log, without SQL", async () => {
    await t.database.db.execute('ALTER TABLE accounts RENAME TO accounts_away');
    try {
      const { response, logged } = await t.loggedDuring(() =>
        passwordGrant(t.app, owner.email, 'Guess-password-1'),
      );
      expect(response.status).toBe(500);
      expect(logged).toContain('identity provider failed');
      // Its line goes through app.log, not the request's logger: it carries the request's id.
      expect(new Set(requestIdsOf(logged)).size).toBe(1);
      expect(requestIdsOf(logged)[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(logged).toContain('Database query failed');
      expect(logged).not.toContain(owner.email);
      expectNoSql(JSON.stringify(response.body), logged);
    } finally {
      await t.database.db.execute('ALTER TABLE accounts_away RENAME TO accounts');
    }
  });
});
