import type { Answers } from '../domain/questionnaire/page-definition';
import { editedDraft, epochNow, isDraftRecord, type WriteTiming } from './draft-record';

/** A keystroke's edit of a draft already dirty on this device. */
export interface DirtyDraftEdit {
  ownerKey: string;
  pageId: string;
  answers: Answers;
  /** When the owner made it (ms since the epoch): the draft's localTime. */
  now: number;
}

/** The object store of drafts, as Dexie created it (keyPath [ownerKey, pageId]). */
export const DRAFTS_STORE = 'drafts';

/**
 * The keystroke path: the same change as saveDraftEdit in one native transaction, one get and
 * one put. Dexie's promise and transaction layer costs more than the write itself, and Dexie's
 * live queries are not told: it is only for a draft whose state stays dirty, so no indicator
 * has anything new to show (the next write through Dexie, Continue, tells them).
 */
export function writeDirtyDraft(
  connection: IDBDatabase,
  { ownerKey, pageId, answers, now }: DirtyDraftEdit,
): Promise<WriteTiming> {
  return new Promise((resolve, reject) => {
    const began = epochNow();
    const transaction = connection.transaction(DRAFTS_STORE, 'readwrite');
    const store = transaction.objectStore(DRAFTS_STORE);
    const read = store.get([ownerKey, pageId]);
    read.onsuccess = () => {
      const existing = isDraftRecord(read.result) ? read.result : undefined;
      store.put(editedDraft(existing, ownerKey, pageId, answers, now));
    };
    transaction.oncomplete = () => resolve({ began, committed: epochNow() });
    transaction.onabort = () => reject(transaction.error ?? read.error);
  });
}
