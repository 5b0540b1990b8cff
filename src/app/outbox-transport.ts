import { ownerKeyOf } from '../local/owner-key';
import type { OutboxEntry } from '../local/local-database';
import type { SendResult } from '../local/sync-engine';
import type { SyncTransport } from '../local/sync-setup';
import { currentSession } from '../api/current-session';
import { onUnauthorized, readJson } from '../api/http';
import { retryAfterMs } from '../api/retry-policy';
import { runtimeConfig } from '../api/runtime-config';
import { idTokenOrFetched } from '../api/id-token';

/** An anonymous registration's saves: its sessionId cookie identifies it, not a token. */
const ANONYMOUS_OWNER = /^session:/;

/**
 * Whether this tab can send the saves of `ownerKey` now: an anonymous registration's always
 * (its cookie goes with them), an owner's only while that owner is the one signed in. Another
 * owner's saves stay on the device, never sent with someone else's token.
 */
export function sendsFor(ownerKey: string): boolean {
  if (ANONYMOUS_OWNER.test(ownerKey)) return true;
  const session = currentSession();
  return session.status === 'signed-in' && ownerKey === ownerKeyOf(session.individualId);
}

/**
 * Sends one outbox entry to the main backend with its owner's bearer token (an anonymous
 * registration's entries go with its session cookie alone) and the entry's Idempotency-Key.
 * A network failure is thrown (the engine retries it); every HTTP answer is returned,
 * including 401, which pauses the queue instead of reloading mid-drain. Without its owner's
 * token it is not sent.
 */
export async function sendOutboxEntry(entry: OutboxEntry): Promise<SendResult> {
  const session = currentSession();
  if (!sendsFor(entry.ownerKey)) {
    // Signed out (or expired): pause until the owner signs in. Another owner signed in since
    // the drain picked this save: not sent, and that owner is not signed out for it.
    if (session.status === 'signed-out') return { status: 401, body: null };
    throw new Error('The save belongs to an owner who is not signed in');
  }
  const signedIn = session.status === 'signed-in' && !ANONYMOUS_OWNER.test(entry.ownerKey);
  const content = entry.service === 'content';
  // The content service takes the owner's id token (dashboard spec §7).
  const token = !signedIn ? null : content ? await idTokenOrFetched() : session.accessToken;
  const { apiBaseUrl, contentBaseUrl } = runtimeConfig();
  const response = await fetch(`${content ? contentBaseUrl : apiBaseUrl}${entry.path}`, {
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
  return {
    status: response.status,
    body: await readJson(response),
    retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
  };
}

/** What the outbox sync sends with (handed to src/local at boot, see local-sync.tsx). */
export const outboxTransport: SyncTransport = {
  send: sendOutboxEntry,
  sendsFor,
  onUnauthorized: () => onUnauthorized(),
};
