import { writeDirtyDraft, type DirtyDraftEdit, type WriteTiming } from './draft-record';

/**
 * Writes keystroke edits of dirty drafts off the main thread: the page's render of the same
 * keystroke no longer holds up the transaction's callbacks. Requests are handled in arrival
 * order, and IndexedDB commits transactions on one store in the order they were created.
 */
export interface DraftWriteRequest {
  id: number;
  database: { name: string; version: number };
  edit: DirtyDraftEdit;
}

export type DraftWriteReply =
  { id: number; timing: WriteTiming } | { id: number; error: { name: string; message: string } };

/** This worker's global scope (typed here: the app's TypeScript lib is the DOM's). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<DraftWriteRequest>) => void) | null;
  postMessage(reply: DraftWriteReply): void;
};

let connection: Promise<IDBDatabase> | null = null;

/**
 * Opens the page's database at the version the page has open, never upgrading it: a newer
 * version (another tab updated the app) fails with VersionError, which the page reports.
 */
function open({ name, version }: DraftWriteRequest['database']): Promise<IDBDatabase> {
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const opened = request.result;
      // Another tab upgrading the schema must not be blocked by this connection.
      opened.onversionchange = () => {
        opened.close();
        connection = null;
      };
      resolve(opened);
    };
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

scope.onmessage = async ({ data }: MessageEvent<DraftWriteRequest>) => {
  const { id, database, edit } = data;
  let reply: DraftWriteReply;
  try {
    reply = { id, timing: await writeDirtyDraft(await open(database), edit) };
  } catch (error) {
    const { name = 'Error', message = String(error) } = (error ?? {}) as Partial<Error>;
    reply = { id, error: { name, message } };
  }
  scope.postMessage(reply);
};
