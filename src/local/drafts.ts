import type { Answers } from '../domain/questionnaire/page-definition';
import type { CharterDatabase, Draft } from './local-database';

/**
 * Writes an edit to its draft at once: nothing typed is lost to a reload, a closed tab or a
 * crash. The draft keeps the version it is based on; its state becomes dirty.
 */
export async function saveDraftEdit(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
  answers: Answers,
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.drafts, async () => {
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
}

export function getDraft(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
): Promise<Draft | undefined> {
  return db.drafts.get([ownerKey, pageId]);
}
