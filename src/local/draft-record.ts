import type { Answers } from '../domain/questionnaire/page-definition';
import type { Draft } from './local-database';

/** When a draft write began and committed, in ms since the epoch (comparable across threads). */
export interface WriteTiming {
  began: number;
  committed: number;
}

/** performance.now() on the epoch's scale: a page and its worker have different time origins. */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

const DRAFT_STATES: ReadonlySet<string> = new Set([
  'dirty',
  'queued',
  'synced',
  'conflict',
  'invalid',
]);

/** Whether a stored value is a draft this version of the app understands. */
export function isDraftRecord(value: unknown): value is Draft {
  const draft = value as Partial<Draft> | null;
  return (
    draft !== null &&
    typeof draft === 'object' &&
    typeof draft.ownerKey === 'string' &&
    typeof draft.pageId === 'string' &&
    typeof draft.answers === 'object' &&
    draft.answers !== null &&
    !Array.isArray(draft.answers) &&
    (draft.baseVersion === null || typeof draft.baseVersion === 'string') &&
    typeof draft.state === 'string' &&
    DRAFT_STATES.has(draft.state)
  );
}

/** A draft after an edit: the new answers, dirty, on the version and server copy it had. */
export function editedDraft(
  existing: Draft | undefined,
  ownerKey: string,
  pageId: string,
  answers: Answers,
  now: number,
): Draft {
  return {
    ownerKey,
    pageId,
    answers,
    baseVersion: existing?.baseVersion ?? null,
    localTime: now,
    state: 'dirty',
    serverCopy: existing?.serverCopy ?? null,
  };
}

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
