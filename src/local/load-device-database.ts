import type { CharterDatabase } from './local-database';

let loading: Promise<CharterDatabase> | null = null;
let loaded: CharterDatabase | null = null;
const waiting = new Set<(db: CharterDatabase) => void>();

/**
 * The device database through Dexie, loaded on first need (the first edit, a save, the sync)
 * rather than with the page: reading a page's draft does not need it (stored-reads.ts).
 */
export function loadDeviceDatabase(): Promise<CharterDatabase> {
  loading ??= import('./device-database').then(({ deviceDatabase }) => deviceDatabase());
  return loading;
}

/** The database if it has loaded: a keystroke's write then starts without waiting a tick. */
export function loadedDeviceDatabase(): CharterDatabase | null {
  return loaded;
}

/**
 * Calls `listener` with the database once this page has opened it, for whatever reason (at
 * once if it has): a read made without Dexie can then follow the database live. Returns how
 * to stop waiting.
 */
export function whenDeviceDatabaseOpens(listener: (db: CharterDatabase) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/** Told by deviceDatabase() when it opens the database, whichever module asked for it. */
export function deviceDatabaseOpened(db: CharterDatabase): void {
  loaded = db;
  for (const listener of waiting) listener(db);
  waiting.clear();
}
