import type { Answers } from '../domain/questionnaire/page-definition';
import { openedDeviceDatabase } from './database-opened';
import type { WriteTiming } from './draft-record';
import { saveDirtyDraftEdit, startDraftWriter } from './draft-writer';
import { getDraft, saveDraftEdit } from './drafts';
import { followDeviceRead } from './follow-device-read';
import { loadDeviceDatabase } from './load-device-database';
import type { CharterDatabase, Draft } from './local-database';
import { reportStorageProblem, storageProblemOf } from './storage-problems';
import { readStoredDraft } from './stored-drafts';

/**
 * The one draft store (decision 0061): every read, write and save of a page's draft goes
 * through here, and only here is it decided how (decisions 0011 and 0016):
 * - a page opens by reading its draft with plain IndexedDB: Dexie is not on the first paint;
 * - the first edit of a page loads Dexie and writes through it (its live queries then tell the
 *   save-state indicator and the review that the draft is dirty);
 * - later edits of a draft known to be dirty go to the draft-writer worker (or the same native
 *   transaction on this thread where there is no worker): the keystroke's render does not delay
 *   its commit;
 * - Continue (flush) queues the save in the outbox and starts the sync.
 * A read or write the device's storage fails is reported to the owner here (storage-problems.ts),
 * never thrown at the page: what the owner typed is on the screen and Continue still sends it.
 */

/** The pages whose stored draft is dirty as far as this tab knows: edits take the worker. */
const knownDirty = new Set<string>();
/**
 * Per page, the edit that first dirties its draft through Dexie, until it has committed. The
 * edits after it go to the worker, another connection to the database: started before it
 * commits, they could commit first and leave its older answers last (a journey saw a name typed
 * whole and the stored draft without it). They wait for it; edits after that overlap freely,
 * committed in the order they were started.
 */
const firstWrites = new Map<string, Promise<unknown>>();
const keyOf = (ownerKey: string, pageId: string) => `${ownerKey} ${pageId}`;

function reported(error: unknown): null {
  reportStorageProblem(storageProblemOf(error));
  return null;
}

/** A page's draft on this device; undefined when there is none or it cannot be read. */
async function read(ownerKey: string, pageId: string): Promise<Draft | undefined> {
  const key = keyOf(ownerKey, pageId);
  knownDirty.delete(key);
  const db = openedDeviceDatabase();
  const draft = await (
    db ? getDraft(db, ownerKey, pageId) : readStoredDraft(ownerKey, pageId)
  ).catch(reported);
  if (draft?.state === 'dirty') knownDirty.add(key);
  return draft ?? undefined;
}

/**
 * An edit, written at once (nothing typed is lost to a reload, a closed tab or a crash).
 * Writes are started in edit order and IndexedDB commits them in that order. Resolves with
 * when the transaction began and committed (for the bench), or null when it failed.
 */
function write(
  ownerKey: string,
  pageId: string,
  answers: Answers,
  now = Date.now(),
): Promise<WriteTiming | null> {
  const key = keyOf(ownerKey, pageId);
  const dirty = knownDirty.has(key);
  knownDirty.add(key);
  // The next keystrokes take the worker: it starts while this one loads Dexie.
  if (!dirty) startDraftWriter();
  const save = dirty ? saveDirtyDraftEdit : saveDraftEdit;
  const into = (db: CharterDatabase) => save(db, ownerKey, pageId, answers, now);
  const first = dirty ? firstWrites.get(key) : undefined;
  const db = openedDeviceDatabase();
  // Once loaded, the write starts without waiting a tick.
  const written = (
    first
      ? first.then(loadDeviceDatabase).then(into)
      : db
        ? into(db)
        : loadDeviceDatabase().then(into)
  ).catch(reported);
  if (!dirty) {
    firstWrites.set(key, written);
    // Runs before the edits waiting for it start theirs: no edit can come between.
    void written.then(() => {
      if (firstWrites.get(key) === written) firstWrites.delete(key);
    });
  }
  return written;
}

/**
 * The owner is about to edit (the page's form got focus or a pointer): Dexie and the worker
 * start loading now, so the first edit does not wait for them. The first paint still does not.
 */
function prepare(): void {
  startDraftWriter();
  loadDeviceDatabase().catch(() => undefined);
}

/** Where a page's save goes: its owner, its id, its path on the main backend and what goes with it. */
export interface PageSave {
  ownerKey: string;
  pageId: string;
  savePath: string;
  meta: Answers;
}

/**
 * Continue: the draft is marked queued and its save joins the outbox, sent now if the device is
 * online, later if not (DESIGN.md "Local-first protocol").
 */
async function flush({ ownerKey, pageId, savePath, meta }: PageSave, answers: Answers) {
  knownDirty.delete(keyOf(ownerKey, pageId));
  const [db, { sendPageSave }] = await Promise.all([
    loadDeviceDatabase(),
    import('./send-page-save'),
  ]);
  await sendPageSave(db, ownerKey, pageId, savePath, answers, meta);
}

/** The database and what a page does with the server's copy, loaded together when needed. */
function withServerCopies() {
  return Promise.all([loadDeviceDatabase(), import('./server-copies')]);
}

/**
 * The server's copy of a page kept on this device (state synced) so the page, the review and
 * the previous-page guard work offline later; a draft the owner is still changing is left alone.
 * `updatedAt` null: answers the server proposes without having saved them. Rejects when the
 * device could not keep it: the caller knows whether that is worth telling.
 */
async function keepCopy(
  ownerKey: string,
  pageId: string,
  answers: Answers,
  updatedAt: string | null,
): Promise<void> {
  const [db, { keepServerCopy }] = await withServerCopies();
  await keepServerCopy(db, ownerKey, pageId, answers, updatedAt);
}

/** After a conflict: the other device's copy replaces this one's. Resolves with the draft. */
async function takeTheirs(ownerKey: string, pageId: string): Promise<Draft | undefined> {
  knownDirty.delete(keyOf(ownerKey, pageId));
  const [db, { takeServerCopy }] = await withServerCopies();
  return takeServerCopy(db, ownerKey, pageId);
}

/** After a conflict: this device's answers stay, to be saved over the other copy on Continue. */
async function keepMine(ownerKey: string, pageId: string): Promise<void> {
  knownDirty.delete(keyOf(ownerKey, pageId));
  const [db, { rebaseOnServerCopy }] = await withServerCopies();
  await rebaseOnServerCopy(db, ownerKey, pageId);
}

export const draftStore = {
  read,
  write,
  // A read of the device followed without loading Dexie for it (follow-device-read.ts).
  subscribe: followDeviceRead,
  flush,
  prepare,
  keepCopy,
  takeTheirs,
  keepMine,
};
