import type { OutboxEntry } from '../local/local-database';
import type { SendResult } from '../local/sync-engine';
import { readJson } from './http';
import { runtimeConfig } from './runtime-config';
import { readTokens } from './token-store';

/**
 * Sends one outbox entry to the main backend with the owner's bearer token and the entry's
 * Idempotency-Key. A network failure is thrown (the engine retries it); every HTTP answer is
 * returned, including 401, which pauses the queue instead of reloading mid-drain.
 */
export async function sendOutboxEntry(entry: OutboxEntry): Promise<SendResult> {
  const token = readTokens()?.accessToken;
  if (!token) return { status: 401, body: null };
  const response = await fetch(`${runtimeConfig().apiBaseUrl}${entry.path}`, {
    method: entry.method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': entry.idempotencyKey,
    },
    body: JSON.stringify(entry.body),
  });
  return { status: response.status, body: await readJson(response) };
}
