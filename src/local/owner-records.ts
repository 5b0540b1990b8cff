import type { CharterDatabase } from './local-database';
import { PAUSED_KEY } from './sync-engine';

/**
 * Pages of the owner whose latest answers exist only on this device: typed and not continued,
 * waiting in the outbox, or waiting on the owner (conflict, refused).
 */
export async function unsyncedPageCount(db: CharterDatabase, ownerKey: string): Promise<number> {
  const drafts = await db.drafts.where('ownerKey').equals(ownerKey).toArray();
  return drafts.filter((draft) => draft.state !== 'synced').length;
}

/** Signing out removes everything of the owner from this device (drafts, saves, flags). */
export async function purgeOwnerRecords(db: CharterDatabase, ownerKey: string): Promise<void> {
  await db.transaction('rw', db.drafts, db.outbox, db.kv, async () => {
    await db.drafts.where('ownerKey').equals(ownerKey).delete();
    await db.outbox.where('ownerKey').equals(ownerKey).delete();
    await db.kv.delete(PAUSED_KEY);
  });
}

/**
 * After the order is paid, an anonymous registration's copies on this device have served their
 * purpose (its answers are on the server, with the account). They are removed unless saves of
 * it still wait in the outbox, which are never dropped. Resolves whether they were removed.
 */
export async function purgeFinishedRegistration(
  db: CharterDatabase,
  sessionOwnerKey: string,
): Promise<boolean> {
  return db.transaction('rw', db.drafts, db.outbox, async () => {
    if ((await db.outbox.where('ownerKey').equals(sessionOwnerKey).count()) > 0) return false;
    await db.drafts.where('ownerKey').equals(sessionOwnerKey).delete();
    return true;
  });
}
