import { LOCAL_DATABASE_NAME } from './database-name';
import type { OutboxEntry } from './local-database';

/**
 * Reads that a page needs before anything is edited, made with plain IndexedDB: a question page
 * opens (and the outbox is checked) without loading Dexie, which only comes with the first
 * write. They never create or upgrade the database — that stays Dexie's job. The drafts' reads
 * are in stored-drafts.ts: the outbox's here come without the drafts' code (the hub reads them).
 */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(LOCAL_DATABASE_NAME);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    // No database yet: leave its creation to Dexie (aborting the upgrade creates nothing).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      if (request.error?.name === 'AbortError') resolve(null);
      else reject(request.error ?? new Error('IndexedDB could not be opened'));
    };
    request.onblocked = () => resolve(null);
  });
}

/** Runs one read on a store if the database and the store exist; undefined otherwise. */
export async function readStore<T>(
  store: string,
  read: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await openExisting();
  if (!db) return undefined;
  try {
    if (!db.objectStoreNames.contains(store)) return undefined;
    return await new Promise<T>((resolve, reject) => {
      const request = read(db.transaction(store).objectStore(store));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
    });
  } finally {
    db.close();
  }
}

/** An owner's saves in the outbox of this device (waiting or parked), oldest first. */
export async function readStoredOutbox(ownerKey: string): Promise<OutboxEntry[]> {
  const entries = await readStore('outbox', (outbox) => outbox.index('ownerKey').getAll(ownerKey));
  return (entries as OutboxEntry[] | undefined) ?? [];
}

/** How many saves wait in the outbox of this device (for any owner). */
export async function countWaitingSaves(): Promise<number> {
  return (await readStore('outbox', (outbox) => outbox.count())) ?? 0;
}
