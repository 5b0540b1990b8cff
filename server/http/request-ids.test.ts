import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { REQUEST_ID_HEADER, requestIdOf } from './request-ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/*
 * Which id a request gets. That a failure's answer shows it and every line of the request
 * carries it: tests/abuse/edge-error-path.test.ts.
 */
describe("the request id a proxy in front gives (nginx's $request_id)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const livez = (requestId: string) =>
    t.loggedDuring(() =>
      t.app.inject({ url: '/livez', headers: { [REQUEST_ID_HEADER]: requestId } }),
    );

  it('is the id of the answer and of every line the request logs, when it is a sane token', async () => {
    const nginxId = '4f1c2b7a9d3e8f6a0b5c1d2e3f4a5b6c';
    const { response, logged } = await livez(nginxId);
    expect(response.headers[REQUEST_ID_HEADER]).toBe(nginxId);
    const lines = logged.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ reqId: nginxId });
  });

  it('is replaced by a new id when it is not: too short or long, spaces, quotes', async () => {
    for (const insane of ['short', 'has spaces in it', 'x'.repeat(129), 'quote"and{brace}']) {
      const { response, logged } = await livez(insane);
      expect(response.headers[REQUEST_ID_HEADER]).toMatch(UUID);
      expect(logged).not.toContain(insane);
    }
  });

  it('is not read without a trusted proxy: a client cannot name its own lines', () => {
    const request = { headers: { [REQUEST_ID_HEADER]: 'chosen-by-the-client' } };
    expect(requestIdOf(false)(request as unknown as IncomingMessage)).toMatch(UUID);
    expect(requestIdOf(true)(request as unknown as IncomingMessage)).toBe('chosen-by-the-client');
  });
});
