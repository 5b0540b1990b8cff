import type { Answers } from '../domain/questionnaire/page-definition';
import type { CharterDatabase } from './local-database';
import { queuePageSave } from './outbox';
import { registerBackgroundSync, requestDrain } from './sync-service';

/**
 * Continue on a page: the save joins the outbox (DESIGN.md "Local-first protocol") and is sent
 * now if the device is online; otherwise the browser's Background Sync or the next online event
 * sends it. Loaded with the first save, not with the page.
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
  void requestDrain();
  void registerBackgroundSync();
}
