import { draftsByPage, parseDraft } from './drafts';
import type { Draft } from './local-database';
import { readStore } from './stored-reads';

/**
 * The draft of a page kept on this device, checked as getDraft checks it: one this version
 * cannot understand is treated as absent and the owner is told.
 */
export async function readStoredDraft(
  ownerKey: string,
  pageId: string,
): Promise<Draft | undefined> {
  return parseDraft(await readStore('drafts', (drafts) => drafts.get([ownerKey, pageId])));
}

/** Every readable page draft of an owner (or anonymous session), by page id. */
export async function readStoredOwnerDrafts(ownerKey: string): Promise<Map<string, Draft>> {
  const records = await readStore('drafts', (drafts) => drafts.index('ownerKey').getAll(ownerKey));
  return draftsByPage(records ?? []);
}
