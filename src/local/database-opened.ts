import type { CharterDatabase } from './local-database';

/**
 * Follows a read of the open database live (Dexie's liveQuery), handed in with the opening by
 * device-database.ts: who waits for the opening follows its reads without importing Dexie's
 * chunk itself (and without that import's list of chunks to preload in its own).
 */
export type FollowOpenedDatabase = <T>(
  read: (db: CharterDatabase) => Promise<T>,
  onValue: (value: T) => void,
) => () => void;

let opened: { db: CharterDatabase; follow: FollowOpenedDatabase } | null = null;
const waiting = new Set<(follow: FollowOpenedDatabase) => void>();

/**
 * Whether this page has opened the device database through Dexie, and who waits for it. Its own
 * module, free of Dexie, below both device-database.ts (which announces the opening) and
 * load-device-database.ts (which asks for it), so neither imports the other back.
 */
export function openedDeviceDatabase(): CharterDatabase | null {
  return opened?.db ?? null;
}

/**
 * Calls `listener` once the database is open (at once if it is), with how to follow a read of
 * it live. Returns how to stop waiting.
 */
export function whenDeviceDatabaseOpens(
  listener: (follow: FollowOpenedDatabase) => void,
): () => void {
  if (opened) {
    listener(opened.follow);
    return () => undefined;
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/** Told by deviceDatabase() when it opens the database, whichever module asked for it. */
export function announceDeviceDatabaseOpened(
  db: CharterDatabase,
  follow: FollowOpenedDatabase,
): void {
  opened = { db, follow };
  for (const listener of waiting) listener(follow);
  waiting.clear();
}
