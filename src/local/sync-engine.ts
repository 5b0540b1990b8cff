import { isFinalAnswer } from '../domain/idempotency';
import { getDraft } from './drafts';
import type { CharterDatabase, Draft, OutboxEntry } from './local-database';
import { serverCopyOf, withServerForms } from './server-copy';

/** What the transport reports for one request; `status` 0 means no answer (network). */
export interface SendResult {
  status: number;
  body: unknown;
  /** The answer's Retry-After (retry-policy.ts `retryAfterMs`), when it had one. */
  retryAfterMs?: number | null;
}

export type Send = (entry: OutboxEntry) => Promise<SendResult>;

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 60_000;
export const PAUSED_KEY = 'sync-paused';
/**
 * Answers that were not final (5xx, 409 in progress, 429…) after which a save stops holding up
 * the queue: with the backoff that is about two minutes of trying. It is parked with
 * PARKED_AFTER_RETRIES for the owner, who can try again (`retryParkedSaves`). A missing
 * answer (offline) is never counted: it says nothing about the save.
 */
export const MAX_UNANSWERED_TRIES = 8;
export const PARKED_AFTER_RETRIES =
  'This page could not be saved yet: the server did not answer it after several tries.';

/** Exponential backoff with jitter, capped: 1 s, 2 s, 4 s … 60 s, each between half and all of it. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

export type DrainStop = 'empty' | 'waiting' | 'paused' | 'failed';

/** Which owners' saves this drain may send (their token is the one the transport holds). */
export type SendsFor = (ownerKey: string) => boolean;

export interface DrainReport {
  sent: number;
  stoppedBecause: DrainStop;
}

/**
 * Settles an entry the server has answered for good: it leaves the outbox and its draft takes
 * `change`, in one transaction so a crash cannot keep one without the other.
 */
async function settle(
  db: CharterDatabase,
  entry: OutboxEntry,
  change: (draft: Draft) => Promise<Partial<Draft>> | Partial<Draft>,
): Promise<void> {
  await db.transaction('rw', db.drafts, db.outbox, async () => {
    await db.outbox.delete(entry.seq!);
    const draft = await getDraft(db, entry.ownerKey, entry.pageId);
    if (draft) await db.drafts.put({ ...draft, ...(await change(draft)) });
  });
}

function onSaved(db: CharterDatabase, entry: OutboxEntry, body: unknown): Promise<void> {
  const saved = serverCopyOf(body);
  return settle(db, entry, async (draft) => {
    if (!saved) return {};
    // Later saves of the same page from this device were based on the version just replaced.
    const later = await db.outbox
      .where('[ownerKey+pageId]')
      .equals([entry.ownerKey, entry.pageId])
      .toArray();
    // They keep no answer the server masked either (an SSN), unless they changed it.
    for (const next of later) {
      const body = withServerForms(next.body, entry.body, saved.answers);
      await db.outbox.update(next.seq!, { body: { ...body, updated_at: saved.updatedAt } });
    }
    const stillChanging = later.length > 0 || draft.state === 'dirty';
    // Settled: the stored answers become the server's response (spec §4 edit modals).
    return stillChanging
      ? {
          baseVersion: saved.updatedAt,
          answers: withServerForms(draft.answers, entry.body, saved.answers),
        }
      : { baseVersion: saved.updatedAt, state: 'synced', answers: saved.answers };
  });
}

/**
 * Parks a save the server will not take, shown to the owner with `message`; unless a later
 * save of the same page waits behind it: that one carries the whole page, newer, so the
 * parked one is dropped in its favour (were it applied after all, the later one meets a
 * version conflict and both copies are kept).
 */
async function park(
  db: CharterDatabase,
  entry: OutboxEntry,
  message: string,
  because: OutboxEntry['parkedBecause'],
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const later = await db.outbox
      .where('[ownerKey+pageId]')
      .equals([entry.ownerKey, entry.pageId])
      .filter((other) => other.seq! > entry.seq!)
      .count();
    if (later > 0) await db.outbox.delete(entry.seq!);
    else {
      await db.outbox.update(entry.seq!, {
        state: 'parked',
        parkedBecause: because,
        lastError: message,
      });
    }
  });
}

function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}

/** The first save this drain may send, oldest first. */
export function nextToSend(db: CharterDatabase, sendsFor: SendsFor) {
  return db.outbox
    .orderBy('seq')
    .filter((candidate) => candidate.state === 'pending' && sendsFor(candidate.ownerKey))
    .first();
}

/**
 * Sends the outbox in order until it is empty or something stops it: a save waiting out its
 * backoff (order is kept, so nothing behind it overtakes it), a 401 (the queue pauses until the
 * owner signs in again), or an answer that is not final (no answer, 5xx, 409 in progress:
 * retried with backoff, at least the server's Retry-After, under the same key). A save that
 * keeps getting no final answer is parked after MAX_UNANSWERED_TRIES and the rest go on. 409
 * with the server's copy keeps both copies, 422 returns the page's messages, other 4xx park
 * the entry with its error. Only the saves of owners `sendsFor` accepts are sent: another
 * owner's wait on this device until that owner signs in.
 */
export async function drainOutbox(
  db: CharterDatabase,
  send: Send,
  {
    now = () => Date.now(),
    random = Math.random,
    sendsFor = () => true,
  }: { now?: () => number; random?: () => number; sendsFor?: SendsFor } = {},
): Promise<DrainReport> {
  let sent = 0;
  if (await db.kv.get(PAUSED_KEY)) return { sent, stoppedBecause: 'paused' };
  for (;;) {
    const entry = await nextToSend(db, sendsFor);
    if (!entry) return { sent, stoppedBecause: 'empty' };
    if (entry.nextAttemptAt > now()) return { sent, stoppedBecause: 'waiting' };

    // Counted before sending: a save that has left the device is never coalesced away, so a
    // retry carries the same Idempotency-Key even if the answer was lost on the way back.
    const attempts = entry.attempts + 1;
    await db.outbox.update(entry.seq!, { attempts });

    let result: SendResult;
    try {
      result = await send(entry);
    } catch (error) {
      result = { status: 0, body: error instanceof Error ? error.message : String(error) };
    }
    const { status, body, retryAfterMs = null } = result;
    if (status >= 200 && status < 300) {
      await onSaved(db, entry, body);
      sent += 1;
    } else if (status === 401) {
      await db.kv.put({ key: PAUSED_KEY, value: 'unauthorized' });
      return { sent, stoppedBecause: 'paused' };
    } else if (status === 409 && body && typeof body === 'object' && 'current' in body) {
      // Both copies are kept: the owner's answers stay in the draft, the server's beside them.
      const current = serverCopyOf((body as { current?: unknown }).current);
      await settle(db, entry, () => ({ state: 'conflict', serverCopy: current }));
    } else if (status === 422) {
      const errors = (body as { errors?: Record<string, string> } | null)?.errors ?? {};
      await settle(db, entry, () => ({ state: 'invalid', errors }));
    } else if (isFinalAnswer(status, body)) {
      await park(db, entry, messageOf(body) ?? `HTTP ${status}`, 'refused');
    } else {
      const unanswered = (entry.unansweredTries ?? 0) + (status === 0 ? 0 : 1);
      if (unanswered >= MAX_UNANSWERED_TRIES) {
        await park(db, entry, PARKED_AFTER_RETRIES, 'unanswered');
        continue;
      }
      // The transport's retryAfterMs is bounded already (MAX_RETRY_AFTER_MS).
      const serverWait = retryAfterMs ?? 0;
      await db.outbox.update(entry.seq!, {
        unansweredTries: unanswered,
        nextAttemptAt: now() + Math.max(backoffDelay(attempts, random), serverWait),
        lastError: status === 0 ? String(body) : (messageOf(body) ?? `HTTP ${status}`),
      });
      return { sent, stoppedBecause: 'failed' };
    }
  }
}

const DRAIN_LOCK = 'charter:outbox';

/**
 * Drains in one tab at a time: a tab that finds another tab draining leaves it to that tab
 * (its saves are in the same outbox). Without Web Locks it simply drains.
 */
export async function drainOnceAcrossTabs(
  db: CharterDatabase,
  send: Send,
  options?: Parameters<typeof drainOutbox>[2],
): Promise<DrainReport | null> {
  if (!('locks' in navigator) || !navigator.locks) return drainOutbox(db, send, options);
  return navigator.locks.request(DRAIN_LOCK, { ifAvailable: true }, (lock) =>
    lock ? drainOutbox(db, send, options) : null,
  );
}

/** After signing in again: the paused queue may drain. */
export async function resumeOutbox(db: CharterDatabase): Promise<void> {
  await db.kv.delete(PAUSED_KEY);
}
