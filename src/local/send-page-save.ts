import type { Answers } from '../domain/questionnaire/page-definition';
import type { CharterDatabase, OutboxEntry } from './local-database';
import { queuePageSave, queueRequest } from './outbox';
import { registerBackgroundSync, requestDrain } from './sync-service';

/**
 * What joins the outbox is sent now if the device is online; otherwise the browser's Background
 * Sync or the next online event sends it.
 */
function sendSoon(): void {
  void requestDrain();
  void registerBackgroundSync();
}

/**
 * Continue on a page: the save joins the outbox (DESIGN.md "Local-first protocol") and is sent
 * soon. Loaded with the first save, not with the page.
 */
export async function sendPageSave(
  db: CharterDatabase,
  ownerKey: string,
  pageId: string,
  savePath: string,
  answers: Answers,
  meta: Answers,
): Promise<void> {
  await queuePageSave(db, ownerKey, pageId, savePath, answers, meta);
  sendSoon();
}

/** A request that is not a page's save (a hub favourite) joins the outbox under `key`, sent soon. */
export async function sendRequest(
  db: CharterDatabase,
  ownerKey: string,
  key: string,
  request: Pick<OutboxEntry, 'path' | 'body' | 'service'>,
): Promise<void> {
  await queueRequest(db, ownerKey, key, request);
  sendSoon();
}
