import type { Answers } from '../domain/questionnaire/page-definition';
import type { CharterDatabase, Draft } from './local-database';
import { reportStorageProblem } from './storage-problems';

/**
 * Writes an edit to its draft at once: nothing typed is lost to a reload, a closed tab or a
 * crash. The draft keeps the version it is based on; its state becomes dirty. Resolves with
 * the moment (performance.now()) the transaction began, for the bench's write figure.
 */
export async function saveDraftEdit(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
  answers: Answers,
  now = Date.now(),
): Promise<number> {
  let began = 0;
  await db.transaction('rw', db.drafts, async () => {
    began = performance.now();
    const existing = await getDraft(db, ownerKey, pageId);
    await db.drafts.put({
      ownerKey,
      pageId,
      answers,
      baseVersion: existing?.baseVersion ?? null,
      localTime: now,
      state: 'dirty',
      serverCopy: existing?.serverCopy ?? null,
    });
  });
  return began;
}

const DRAFT_STATES: ReadonlySet<string> = new Set([
  'dirty',
  'queued',
  'synced',
  'conflict',
  'invalid',
]);

/**
 * A stored draft checked on read: a record this version of the app cannot understand (written
 * by another version, or damaged) is treated as absent, and the owner is told.
 */
export function parseDraft(value: unknown): Draft | undefined {
  if (value === undefined) return undefined;
  const draft = value as Partial<Draft> | null;
  const usable =
    draft !== null &&
    typeof draft === 'object' &&
    typeof draft.ownerKey === 'string' &&
    typeof draft.pageId === 'string' &&
    typeof draft.answers === 'object' &&
    draft.answers !== null &&
    !Array.isArray(draft.answers) &&
    (draft.baseVersion === null || typeof draft.baseVersion === 'string') &&
    typeof draft.state === 'string' &&
    DRAFT_STATES.has(draft.state);
  if (!usable) {
    reportStorageProblem('unreadable');
    return undefined;
  }
  return draft as Draft;
}

export async function getDraft(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
): Promise<Draft | undefined> {
  return parseDraft(await db.drafts.get([ownerKey, pageId]));
}

/**
 * Keeps the server's copy of a page on this device (state synced), so the page, the review and
 * the previous-page guard work offline later. A draft the owner is still changing is left alone.
 */
export async function keepServerCopy(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
  answers: Answers,
  updatedAt: string,
): Promise<void> {
  await db.transaction('rw', db.drafts, async () => {
    const existing = await getDraft(db, ownerKey, pageId);
    if (existing && existing.state !== 'synced') return;
    await db.drafts.put({
      ownerKey,
      pageId,
      answers,
      baseVersion: updatedAt,
      localTime: Date.now(),
      state: 'synced',
      serverCopy: null,
    });
  });
}

/**
 * The owner's choice after a conflict (both copies were kept): take the other device's copy, or
 * keep this device's answers on top of it (they are then saved again, based on that version).
 */
export async function takeServerCopy(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
): Promise<Draft | undefined> {
  return db.transaction('rw', db.drafts, async () => {
    const draft = await getDraft(db, ownerKey, pageId);
    if (!draft?.serverCopy) return draft;
    const taken: Draft = {
      ...draft,
      answers: draft.serverCopy.answers,
      baseVersion: draft.serverCopy.updatedAt,
      state: 'synced',
      serverCopy: null,
      localTime: Date.now(),
    };
    await db.drafts.put(taken);
    return taken;
  });
}

export async function rebaseOnServerCopy(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
): Promise<void> {
  await db.transaction('rw', db.drafts, async () => {
    const draft = await getDraft(db, ownerKey, pageId);
    if (!draft?.serverCopy) return;
    await db.drafts.put({
      ...draft,
      baseVersion: draft.serverCopy.updatedAt,
      state: 'dirty',
      serverCopy: null,
    });
  });
}
