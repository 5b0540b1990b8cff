import { whenDeviceDatabaseOpens } from './database-opened';
import type { CharterDatabase } from './local-database';

/** One read of the device, made two ways (see followDeviceRead). */
export interface DeviceQuery<T> {
  /** Names what is read (e.g. the owner key): another key reads again. */
  key: string;
  /** The read through Dexie, followed live once the page has opened the database. */
  live: (db: CharterDatabase) => Promise<T>;
  /** The same read with plain IndexedDB (stored-reads.ts), until then. */
  first: () => Promise<T>;
}

/**
 * Follows a read of the device without loading Dexie for it: until the page opens the database
 * for something it does (the first edit, a save, the sync), the read is made once with plain
 * IndexedDB, since nothing on the page has written; from then on Dexie's live query follows
 * every change, in this tab or another. A failed read is left unanswered (the page's own reads
 * and writes report storage problems). Returns how to stop. Free of Dexie and of the drafts, so
 * a screen that is not a question page (the hub's favourites) follows the outbox with it too.
 */
export function followDeviceRead<T>(
  query: DeviceQuery<T>,
  onValue: (value: T) => void,
): () => void {
  let stopped = false;
  let live = false;
  let stopFollowing: (() => void) | undefined;
  const show = (value: T) => {
    if (!stopped) onValue(value);
  };
  const stopWaiting = whenDeviceDatabaseOpens((follow) => {
    live = true;
    stopFollowing = follow(query.live, show);
  });
  if (!live) {
    query.first().then(
      (value) => !live && show(value),
      () => undefined,
    );
  }
  return () => {
    stopped = true;
    stopWaiting();
    stopFollowing?.();
  };
}
