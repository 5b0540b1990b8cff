import type { Answers } from '../domain/questionnaire/page-definition';
import { writeDirtyDraft, type DirtyDraftEdit, type WriteTiming } from './draft-record';
import type { DraftWriteReply, DraftWriteRequest } from './draft-writer.worker';
import { saveDraftEdit } from './drafts';
import type { CharterDatabase } from './local-database';

interface PendingWrite {
  db: CharterDatabase;
  edit: DirtyDraftEdit;
  resolve: (timing: WriteTiming) => void;
  reject: (error: unknown) => void;
}

/** undefined: not started yet; null: no worker here (tests, old browsers), writes stay on this thread. */
let worker: Worker | null | undefined;
const pending = new Map<number, PendingWrite>();
let lastId = 0;

function settle({ data }: MessageEvent<DraftWriteReply>): void {
  const write = pending.get(data.id);
  if (!write) return;
  pending.delete(data.id);
  if ('timing' in data) write.resolve(data.timing);
  else write.reject(Object.assign(new Error(data.error.message), { name: data.error.name }));
}

/** The worker could not start or died: what it had not answered is written here, in order. */
function writeHereInstead(): void {
  worker?.terminate();
  worker = null;
  const waiting = [...pending.values()];
  pending.clear();
  for (const { db, edit, resolve, reject } of waiting) {
    writeDirtyDraft(db.backendDB(), edit).then(resolve, reject);
  }
}

function draftWriter(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./draft-writer.worker.ts', import.meta.url), {
      type: 'module',
      name: 'charter-draft-writer',
    });
    worker.onmessage = settle;
    worker.onerror = writeHereInstead;
  } catch {
    worker = null;
  }
  return worker;
}

/** Starts the worker ahead of the keystrokes it will write (where there can be one). */
export function startDraftWriter(): void {
  if (typeof Worker !== 'undefined') draftWriter();
}

/**
 * A keystroke's edit of a draft already dirty on this device, written by the draft-writer
 * worker (started on first use) so the keystroke's render does not delay its commit. Before
 * Dexie has opened the database, the edit takes Dexie's path.
 */
export function saveDirtyDraftEdit(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
  answers: Answers,
  now = Date.now(),
): Promise<WriteTiming> {
  if (!db.isOpen()) return saveDraftEdit(db, ownerKey, pageId, answers, now);
  const edit: DirtyDraftEdit = { ownerKey, pageId, answers, now };
  const writer = typeof Worker === 'undefined' ? null : draftWriter();
  if (!writer) return writeDirtyDraft(db.backendDB(), edit);
  return new Promise((resolve, reject) => {
    lastId += 1;
    pending.set(lastId, { db, edit, resolve, reject });
    const request: DraftWriteRequest = {
      id: lastId,
      database: { name: db.name, version: db.backendDB().version },
      edit,
    };
    writer.postMessage(request);
  });
}
