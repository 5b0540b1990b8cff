import type { Answers } from '../domain/questionnaire/page-definition';
import { getDraft } from './drafts';
import type { CharterDatabase, OutboxEntry } from './local-database';

function newIdempotencyKey(): string {
  return `save-${crypto.randomUUID()}`;
}

/**
 * Continue on a page: the draft is marked queued and a save goes into the outbox. Repeated saves
 * of one page coalesce into the newest: an older save still waiting, or parked, is replaced
 * (each carries the whole page); a save already being sent is left alone and the new one
 * follows it.
 */
export async function queuePageSave(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
  path: string,
  answers: Answers,
  meta: Answers = {},
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.drafts, db.outbox, async () => {
    const draft = await getDraft(db, ownerKey, pageId);
    const baseVersion = draft?.baseVersion ?? null;
    await db.drafts.put({
      ownerKey,
      pageId,
      answers,
      baseVersion,
      localTime: now,
      state: 'queued',
      serverCopy: null,
    });
    await replaceWaiting(db, ownerKey, pageId, {
      path,
      body: { ...meta, ...answers, updated_at: baseVersion },
      now,
    });
  });
}

/**
 * Adds a request to the outbox in place of the ones for the same key still waiting (or parked):
 * the newest carries the whole intent. One already being sent is left alone; the new one
 * follows it.
 */
async function replaceWaiting(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
  request: Pick<OutboxEntry, 'path' | 'body' | 'service'> & { now: number },
): Promise<void> {
  const waiting = await db.outbox
    .where('[ownerKey+pageId]')
    .equals([ownerKey, pageId])
    .filter((entry) => entry.state === 'parked' || entry.attempts === 0)
    .primaryKeys();
  await db.outbox.bulkDelete(waiting);
  const { now, ...sent } = request;
  await db.outbox.add({
    ownerKey,
    pageId,
    method: 'POST',
    ...sent,
    idempotencyKey: newIdempotencyKey(),
    attempts: 0,
    nextAttemptAt: now,
    state: 'pending',
    lastError: null,
  });
}

/**
 * A request that is not a page's save (a hub favourite) joins the outbox under `key`, so it
 * reaches the server once the device is online; toggling again before it is sent replaces it.
 */
export async function queueRequest(
  db: CharterDatabase,
  ownerKey: string,
  key: string,
  request: Pick<OutboxEntry, 'path' | 'body' | 'service'>,
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.outbox, () =>
    replaceWaiting(db, ownerKey, key, { ...request, now }),
  );
}

/** Every save not yet accepted by the server (waiting or parked), oldest first. */
export function outboxEntries(db: CharterDatabase, ownerKey?: string): Promise<OutboxEntry[]> {
  const all = db.outbox.orderBy('seq');
  return (ownerKey ? all.filter((entry) => entry.ownerKey === ownerKey) : all).toArray();
}

/** Whether "Try again" can help a save: parked without a final answer, not refused. */
export function canTryAgain(entry: OutboxEntry): boolean {
  return entry.state === 'parked' && entry.parkedBecause === 'unanswered';
}

/**
 * "Try again" on the owner's saves parked without an answer: they are sent again as they were
 * (same Idempotency-Key, so one the server did apply is not applied twice), with a fresh round
 * of tries. A refused save is left: its key would bring back the same refusal, and the page's
 * next save replaces it.
 */
export async function retryParkedSaves(db: CharterDatabase, ownerKey: string): Promise<void> {
  await db.outbox
    .where('ownerKey')
    .equals(ownerKey)
    .filter(canTryAgain)
    .modify({ state: 'pending', unansweredTries: 0, nextAttemptAt: Date.now(), lastError: null });
}
