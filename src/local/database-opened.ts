import type { CharterDatabase } from './local-database';

let opened: CharterDatabase | null = null;
const waiting = new Set<(db: CharterDatabase) => void>();

/**
 * Whether this page has opened the device database through Dexie, and who waits for it. Its own
 * module, free of Dexie, below both device-database.ts (which announces the opening) and
 * load-device-database.ts (which asks for it), so neither imports the other back.
 */
export function openedDeviceDatabase(): CharterDatabase | null {
  return opened;
}

/** Calls `listener` once the database is open (at once if it is). Returns how to stop waiting. */
export function whenDeviceDatabaseOpens(listener: (db: CharterDatabase) => void): () => void {
  if (opened) {
    listener(opened);
    return () => undefined;
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/** Told by deviceDatabase() when it opens the database, whichever module asked for it. */
export function announceDeviceDatabaseOpened(db: CharterDatabase): void {
  opened = db;
  for (const listener of waiting) listener(db);
  waiting.clear();
}
