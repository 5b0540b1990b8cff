import { onUnauthorized } from '../api/http';
import { sendOutboxEntry, sendsFor } from './outbox-transport';
import { deviceDatabase } from '../local/device-database';
import { reportStorageProblem, storageProblemOf } from '../local/storage-problems';
import { startSync } from '../local/sync-service';

/**
 * The signed-in owner's outbox drains to the main backend from here. Loaded after the first
 * paint (Dexie is not needed to show the dashboard).
 */
export async function startLocalSync(): Promise<() => void> {
  const db = deviceDatabase();
  let stop: () => void = () => undefined;
  try {
    stop = await startSync({
      db,
      send: sendOutboxEntry,
      sendsFor,
      onUnauthorized: () => onUnauthorized(),
    });
    // Drafts matter: ask the browser not to evict this origin's storage under pressure.
    void navigator.storage?.persist?.();
  } catch (error) {
    reportStorageProblem(storageProblemOf(error));
  }
  return stop;
}
