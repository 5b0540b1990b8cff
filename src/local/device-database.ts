import { liveQuery } from 'dexie';
import { announceDeviceDatabaseOpened } from './database-opened';
import { openLocalDatabase, type CharterDatabase } from './local-database';
import { reportStorageProblem } from './storage-problems';

let database: CharterDatabase | null = null;

/**
 * The device's one Charter database, opened on first use. When another tab opens it with a
 * newer schema (a new version of the app), this tab closes its connection so the upgrade is
 * not blocked, and the owner is told to reload.
 */
export function deviceDatabase(): CharterDatabase {
  if (database) return database;
  database = openLocalDatabase();
  database.on('versionchange', () => {
    database?.close();
    reportStorageProblem('upgraded-elsewhere');
    return false;
  });
  announceDeviceDatabaseOpened(database, followDeviceQuery);
  return database;
}

/**
 * Runs `read` now and again whenever what it read changes, in this tab or another, giving
 * each answer to `onValue`; a failed read is left unanswered (the page's own reads and writes
 * report storage problems). Returns how to stop.
 */
export function followDeviceQuery<T>(
  read: (db: CharterDatabase) => Promise<T>,
  onValue: (value: T) => void,
): () => void {
  const db = deviceDatabase();
  const subscription = liveQuery(() => read(db)).subscribe({
    next: onValue,
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
