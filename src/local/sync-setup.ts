import type { Send, SendsFor } from './sync-engine';

/**
 * What the outbox sync needs from the app: how to send a save and whose saves it may send. The
 * session and the backend live in src/api, which src/local does not import, so the app hands
 * them in once at boot (`configureSync`) and the sync starts by itself when a save is queued.
 * Its own module, without Dexie, so the entry chunk can hand them in.
 */
export interface SyncTransport {
  send: Send;
  /** Whose saves `send` can send now: the signed-in owner's (and an anonymous registration's). */
  sendsFor: SendsFor;
  /** A 401 paused the queue: the owner must sign in again (spec: tokens cleared, reload). */
  onUnauthorized: () => void;
}

let loadTransport: (() => Promise<SyncTransport>) | null = null;
let stopLoadedSync: (() => void) | null = null;

/** At boot: the transport, loaded with the sync (not with the first paint). */
export function configureSync(load: () => Promise<SyncTransport>): void {
  loadTransport = load;
}

/** The configured transport; null before the app has handed one in (nothing can be sent). */
export function configuredTransport(): Promise<SyncTransport> | null {
  return loadTransport?.() ?? null;
}

/** Called by the sync machinery once loaded, with how to stop it (or a start under way). */
export function registerSyncStop(stop: () => void): void {
  stopLoadedSync = stop;
}

/**
 * The owner changed (signed in, out, or another owner): the running sync stops, without loading
 * the sync machinery when it never started; the next queued or waiting save starts it again for
 * the new session (a queue paused by a 401 resumes then).
 */
export function stopSync(): void {
  stopLoadedSync?.();
}
