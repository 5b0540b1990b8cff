/**
 * What the outbox sync of this tab is doing (sync-service.ts), for the save-state indicator.
 * Its own module, so the indicator reads it without loading the sync machinery.
 */
export type SyncActivity = 'idle' | 'syncing' | 'waiting' | 'paused';

type Listener = (activity: SyncActivity) => void;

let activity: SyncActivity = 'idle';
const listeners = new Set<Listener>();

export function syncActivity(): SyncActivity {
  return activity;
}

export function subscribeToSyncActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSyncActivity(next: SyncActivity): void {
  if (next === activity) return;
  activity = next;
  for (const listener of listeners) listener(activity);
}
