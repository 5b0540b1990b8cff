import type { Answers } from '../domain/questionnaire/page-definition';
import { editedDraft, epochNow, isDraftRecord, type WriteTiming } from './draft-record';
import type { CharterDatabase, Draft } from './local-database';
import { reportStorageProblem } from './storage-problems';

/**
 * Writes an edit to its draft at once: nothing typed is lost to a reload, a closed tab or a
 * crash. The draft keeps the version it is based on; its state becomes dirty. Resolves with
 * when the transaction began and committed, for the bench's figures.
 */
export async function saveDraftEdit(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
  answers: Answers,
  now = Date.now(),
): Promise<WriteTiming> {
  let began = 0;
  await db.transaction('rw', db.drafts, async () => {
    began = epochNow();
    const existing = await getDraft(db, ownerKey, pageId);
    await db.drafts.put(editedDraft(existing, ownerKey, pageId, answers, now));
  });
  return { began, committed: epochNow() };
}

/**
 * A stored draft checked on read: a record this version of the app cannot understand (written
 * by another version, or damaged) is treated as absent, and the owner is told.
 */
export function parseDraft(value: unknown): Draft | undefined {
  if (value === undefined) return undefined;
  if (isDraftRecord(value)) return value;
  reportStorageProblem('unreadable');
  return undefined;
}

/** The readable drafts among stored records, by page id. */
export function draftsByPage(records: readonly unknown[]): Map<string, Draft> {
  const drafts = new Map<string, Draft>();
  for (const stored of records) {
    const draft = parseDraft(stored);
    if (draft) drafts.set(draft.pageId, draft);
  }
  return drafts;
}

/** Every readable page draft of an owner (or anonymous session), by page id. */
export async function getOwnerDrafts(
  db: CharterDatabase,
  ownerKey: string,
): Promise<Map<string, Draft>> {
  return draftsByPage(await db.drafts.where('ownerKey').equals(ownerKey).toArray());
}

export async function getDraft(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
): Promise<Draft | undefined> {
  return parseDraft(await db.drafts.get([ownerKey, pageId]));
}
