import { useLiveQuery } from 'dexie-react-hooks';
import { deviceDatabase } from './device-database';
import { getOwnerDrafts } from './drafts';
import type { Draft } from './local-database';

/**
 * Every page draft of an owner on this device, by page id, as Dexie's live query: for screens
 * that load with the device database (the review, whose edit modals save through it), not for a
 * question page's first paint, which follows its reads through draftStore.subscribe instead.
 * Undefined while the first read runs.
 */
export function useLiveOwnerDrafts(ownerKey: string): Map<string, Draft> | undefined {
  return useLiveQuery(() => getOwnerDrafts(deviceDatabase(), ownerKey), [ownerKey]);
}
