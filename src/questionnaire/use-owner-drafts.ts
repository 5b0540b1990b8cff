import { useLiveQuery } from 'dexie-react-hooks';
import { deviceDatabase } from '../local/device-database';
import { getOwnerDrafts } from '../local/drafts';
import type { Draft } from '../local/local-database';

/**
 * Every page draft of an owner (or anonymous session) on this device, by page id, kept live:
 * a review page shows an edit as soon as it is stored. Each record is checked on read, as a
 * question page checks its own. Undefined while the first read runs.
 */
export function useOwnerDrafts(ownerKey: string): Map<string, Draft> | undefined {
  return useLiveQuery(() => getOwnerDrafts(deviceDatabase(), ownerKey), [ownerKey]);
}
