import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiringIn } from '../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import type { OutboxEntry } from '../local/local-database';
import { sendOutboxEntry } from './outbox-transport';
import { setRuntimeConfigForTests } from '../api/runtime-config';
import { clearTokens, writeTokens } from '../api/token-store';

const entry: OutboxEntry = {
  seq: 1,
  ownerKey: 'individual:1',
  pageId: 'formation/page1',
  method: 'POST',
  path: '/v1/formation/page1',
  body: { business_name: 'Acme', updated_at: null },
  idempotencyKey: 'save-0001-transport',
  attempts: 0,
  nextAttemptAt: 0,
  state: 'pending',
  lastError: null,
};
const signIn = (sub: string) =>
  writeTokens({ accessToken: tokenExpiringIn(3600, sub), refreshToken: null, idToken: null });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  fetchMock = vi.fn(async () =>
    Response.json({ message: 'Busy' }, { status: 503, headers: { 'retry-after': '7' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
});

describe("sending an owner's save", () => {
  it("goes with that owner's token and key, and reports the answer's Retry-After", async () => {
    signIn('1');
    expect(await sendOutboxEntry(entry)).toEqual({
      status: 503,
      body: { message: 'Busy' },
      retryAfterMs: 7000,
    });
    const headers = new Headers((fetchMock.mock.calls[0]![1] as RequestInit).headers);
    expect(headers.get('authorization')).toBe(`Bearer ${localStorage.getItem('req_token')}`);
    expect(headers.get('idempotency-key')).toBe('save-0001-transport');
  });

  it('is never sent with another owner’s token, and does not sign that owner out', async () => {
    signIn('2');
    await expect(sendOutboxEntry(entry)).rejects.toThrow();
    clearTokens();
    expect(await sendOutboxEntry(entry)).toEqual({ status: 401, body: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a hub favourite waiting in the outbox', () => {
  it('goes to the content service with the owner’s id token (dashboard spec §7)', async () => {
    writeTokens({
      accessToken: tokenExpiringIn(3600, '1'),
      refreshToken: null,
      idToken: 'the-id-token',
    });
    await sendOutboxEntry({
      ...entry,
      pageId: 'hub-favorite:7',
      service: 'content',
      path: '/v1/templates/favorite',
      body: { document_id: 7, business_id: null },
    });
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(`${TEST_RUNTIME_CONFIG.contentBaseUrl}/v1/templates/favorite`);
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer the-id-token');
    expect(JSON.parse(String(init.body))).toEqual({ document_id: 7, business_id: null });
  });
});
