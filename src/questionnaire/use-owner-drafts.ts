import { useLiveQuery } from 'dexie-react-hooks';
import { deviceDatabase } from '../local/device-database';
import type { Draft } from '../local/local-database';

/**
 * Every page draft of an owner (or anonymous session) on this device, by page id, kept live:
 * a review page shows an edit as soon as it is stored. Undefined while the first read runs.
 */
export function useOwnerDrafts(ownerKey: string): Map<string, Draft> | undefined {
  return useLiveQuery(
    async () =>
      new Map(
        (await deviceDatabase().drafts.where('ownerKey').equals(ownerKey).toArray()).map(
          (draft) => [draft.pageId, draft] as const,
        ),
      ),
    [ownerKey],
  );
}
