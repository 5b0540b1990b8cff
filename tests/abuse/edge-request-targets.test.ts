import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL } from '../../server/test-support/test-app';
import { listenLocally, rawRequest } from '../../server/test-support/raw-http';
import {
  FRAGMENT_REFUSED,
  MISDIRECTED_REQUEST,
  TARGET_NOT_A_PATH,
} from '../../server/http/request-target';

/**
 * Issue 24: request targets an origin server should not get are refused for the whole server
 * before any route reads them, over a real socket (fastify.inject drops fragments and parses
 * absolute URLs away).
 */
const t = await createTestApp();
afterAll(() => t.close());
const port = await listenLocally(t.app);

const answer = async (target: string, method = 'GET') => {
  const response = await rawRequest(port, { method, target });
  return {
    status: response.status,
    message: (JSON.parse(response.body || '{}') as { message?: string }).message,
  };
};

describe('the request line', () => {
  it('refuses a fragment with 400 and says why, on every kind of path', async () => {
    for (const target of [
      '/#x',
      '/config.json#x',
      '/api/v1/openapi.json#section',
      '/api/v1/nowhere#x',
      '/oidc/token#',
      '/oidc/jwks?x=1#y',
      '/dashboard#/../config.json',
    ]) {
      expect(await answer(target), target).toEqual({ status: 400, message: FRAGMENT_REFUSED });
    }
  });

  it("serves an absolute-form target naming the server's own address as its path", async () => {
    const own = await rawRequest(port, { target: `${TEST_PUBLIC_URL}/config.json` });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toMatchObject({ apiBaseUrl: expect.any(String) });
    const discovery = await rawRequest(port, {
      target: `${TEST_PUBLIC_URL}/oidc/.well-known/openid-configuration`,
    });
    expect(discovery.status).toBe(200);
  });

  it('refuses an absolute-form target for another address with 421, and other forms with 400', async () => {
    for (const target of [
      'http://elsewhere.example/config.json',
      'https://charter.test/config.json',
      'http://charter.test:8080/config.json',
      'http://user@charter.test/config.json',
    ]) {
      expect(await answer(target), target).toEqual({ status: 421, message: MISDIRECTED_REQUEST });
    }
    expect(await answer('*', 'OPTIONS')).toEqual({ status: 400, message: TARGET_NOT_A_PATH });
  });
});
