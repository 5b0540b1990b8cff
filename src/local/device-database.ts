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
  return database;
}

/** The owner key of local records: drafts and saves belong to one signed-in owner. */
export function ownerKeyOf(individualId: number): string {
  return `individual:${individualId}`;
}
