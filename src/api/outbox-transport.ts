import type { OutboxEntry } from '../local/local-database';
import type { SendResult } from '../local/sync-engine';
import { readJson } from './http';
import { runtimeConfig } from './runtime-config';
import { readTokens } from './token-store';

/** An anonymous registration's saves: its sessionId cookie identifies it, not a token. */
const ANONYMOUS_OWNER = /^session:/;

/**
 * Sends one outbox entry to the main backend with the owner's bearer token (an anonymous
 * registration's entries go with its session cookie alone) and the entry's Idempotency-Key.
 * A network failure is thrown (the engine retries it); every HTTP answer is returned,
 * including 401, which pauses the queue instead of reloading mid-drain.
 */
export async function sendOutboxEntry(entry: OutboxEntry): Promise<SendResult> {
  const token = ANONYMOUS_OWNER.test(entry.ownerKey) ? null : readTokens()?.accessToken;
  if (token === undefined) return { status: 401, body: null };
  const response = await fetch(`${runtimeConfig().apiBaseUrl}${entry.path}`, {
    method: entry.method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      'idempotency-key': entry.idempotencyKey,
    },
    body: JSON.stringify(entry.body),
  });
  return { status: response.status, body: await readJson(response) };
}
