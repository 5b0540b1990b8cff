import type { Answers } from '../domain/questionnaire/page-definition';
import { getDraft } from './drafts';
import type { CharterDatabase, Draft } from './local-database';

/*
 * What a page does with the server's copy of its draft. Loaded with the device database by
 * draft-store.ts, never with a question page's first paint: a page only needs them once the
 * server has answered (keeping its copy) or after a conflict.
 */

/**
 * Keeps the server's copy of a page on this device (state synced), so the page, the review and
 * the previous-page guard work offline later. A draft the owner is still changing is left alone.
 */
export async function keepServerCopy(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
  answers: Answers,
  /** The server's version; null for answers it proposes without having saved them. */
  updatedAt: string | null,
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
