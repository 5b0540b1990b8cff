import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../server/test-support/test-app';
import { signedInOwner } from '../../server/test-support/owners';
import { signingApiPaths } from '../../src/domain/signing/signature-request';
import { signingPagePath } from '../../src/domain/signing/signing-page-path';

/**
 * Issue 24: signing-link and calendar-feed tokens were written to the logs in clear, in the
 * request URLs (query secrets were already hidden); emails and registration ids too. Each
 * address that carries one is requested and the server's own logs are read: the secret never
 * appears, the request does (redacted).
 */
const t = await createTestApp();
afterAll(() => t.close());
const owner = await signedInOwner(t, 'logged-urls');

const linkToken = randomBytes(32).toString('base64url');
const registrationId = randomUUID();
const email = `Secret.Person+${randomUUID().slice(0, 6)}@example.com`;

describe('request URLs in the logs', () => {
  it('hide the token of a signing link, on the app page and every API route', async () => {
    await t.app.inject({ url: signingPagePath(linkToken), headers: { accept: 'text/html' } });
    await t.app.inject({ url: `/api${signingApiPaths.request(linkToken)}` });
    await t.app.inject({ url: `/api${signingApiPaths.document(linkToken)}` });
    await t.app.inject({ method: 'POST', url: `/api${signingApiPaths.viewed(linkToken)}` });
    await t.app.inject({
      method: 'POST',
      url: `/api${signingApiPaths.sign(linkToken)}?from=mail`,
      payload: {},
    });
    expect(t.logs()).not.toContain(linkToken);
    expect(t.logs()).toContain('"url":"/sign/[redacted]"');
    expect(t.logs()).toContain('"url":"/api/v1/signing/[redacted]/sign?from=mail"');
  });

  it('hide the token of a calendar feed', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/compliance/calendar-feed/${owner.id}`,
      headers: { authorization: `Bearer ${owner.token}`, 'idempotency-key': randomUUID() },
    });
    expect(created.statusCode).toBe(201);
    const feed = new URL((created.json() as { url: string }).url);
    expect((await t.app.inject({ url: feed.pathname })).statusCode).toBe(200);
    const feedToken = /\/([^/]+)\.ics$/.exec(feed.pathname)![1]!;
    expect(t.logs()).not.toContain(feedToken);
    expect(t.logs()).toContain('"url":"/api/v1/compliance/calendar/[redacted].ics"');
  });

  it('hide emails and registration ids, in a path or a query', async () => {
    await t.app.inject({ url: `/api/v1/check_email?email=${encodeURIComponent(email)}` });
    await t.app.inject({ url: `/api/v1/browser_session/${registrationId}/restore` });
    await t.app.inject({ url: `/api/v1/pages/page1?browser_session_id=${registrationId}` });
    const logs = t.logs();
    for (const secret of [email, encodeURIComponent(email), registrationId]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).toContain('"url":"/api/v1/browser_session/[redacted]/restore"');
  });
});
