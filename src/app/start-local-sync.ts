import { onUnauthorized } from '../api/http';
import { registerOwnerDataCleanup } from '../api/owner-data';
import { sendOutboxEntry } from '../api/outbox-transport';
import { deviceDatabase, ownerKeyOf } from '../local/device-database';
import { purgeOwnerRecords } from '../local/owner-records';
import { reportStorageProblem, storageProblemOf } from '../local/storage-problems';
import { startSync } from '../local/sync-service';

/**
 * The signed-in owner's local-first machinery: the outbox drains to the main backend, and
 * signing out deletes the owner's drafts and waiting saves from this device. Loaded after the
 * first paint (Dexie is not needed to show a page).
 */
export async function startLocalSync(individualId: number): Promise<() => void> {
  const db = deviceDatabase();
  const ownerKey = ownerKeyOf(individualId);
  const unregister = registerOwnerDataCleanup(() => purgeOwnerRecords(db, ownerKey));
  let stop: () => void = () => undefined;
  try {
    stop = await startSync({ db, send: sendOutboxEntry, onUnauthorized: () => onUnauthorized() });
    // Drafts matter: ask the browser not to evict this origin's storage under pressure.
    void navigator.storage?.persist?.();
  } catch (error) {
    reportStorageProblem(storageProblemOf(error));
  }
  return () => {
    stop();
    unregister();
  };
}
