import { getDraft, getOwnerDrafts } from '../local/drafts';
import type { Draft } from '../local/local-database';
import { readStoredDraft, readStoredOwnerDrafts } from '../local/stored-drafts';
import { useDeviceQuery } from './use-device-query';

/**
 * Every page draft of an owner (or anonymous session) on this device, by page id, kept live:
 * a review page shows an edit as soon as it is stored. Each record is checked on read, as a
 * question page checks its own. Undefined while the first read runs.
 */
export function useOwnerDrafts(ownerKey: string): Map<string, Draft> | undefined {
  return useDeviceQuery({
    key: ownerKey,
    live: (db) => getOwnerDrafts(db, ownerKey),
    first: () => readStoredOwnerDrafts(ownerKey),
  });
}

/**
 * Another page's draft on this device, kept live (formation page3 offers page1's business
 * address). Null reads nothing: a page that does not need it is not re-rendered by the
 * keystrokes it stores. Undefined while reading, and when there is none.
 */
export function usePageDraft(ownerKey: string, pageId: string | null): Draft | undefined {
  return useDeviceQuery(
    pageId === null
      ? null
      : {
          key: `${ownerKey} ${pageId}`,
          live: (db) => getDraft(db, ownerKey, pageId),
          first: () => readStoredDraft(ownerKey, pageId),
        },
  );
}
