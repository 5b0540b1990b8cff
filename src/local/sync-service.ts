import type { CharterDatabase } from './local-database';
import { setSyncActivity } from './sync-activity';
import { SYNC_NEEDED_EVENT } from './sync-events';
import {
  drainOnceAcrossTabs,
  nextToSend,
  resumeOutbox,
  type DrainReport,
  type Send,
  type SendsFor,
} from './sync-engine';

/**
 * Runs the outbox drain in this tab (DESIGN.md "Local-first protocol"): at start, when the
 * device comes online, when the tab becomes visible, after every queued save, when the
 * service worker's Background Sync fires, and on a timer for saves waiting out their backoff.
 * Publishes what it is doing for the save-state indicator (sync-activity.ts).
 */

export interface SyncServiceOptions {
  db: CharterDatabase;
  send: Send;
  /** Whose saves `send` can send now: the signed-in owner's (and an anonymous registration's). */
  sendsFor: SendsFor;
  /** A 401 paused the queue: the owner must sign in again (spec: tokens cleared, reload). */
  onUnauthorized: () => void;
}

/** When another tab holds the drain, look again after this long in case it went away. */
const OTHER_TAB_RECHECK_MS = 5000;

let options: SyncServiceOptions | null = null;
let draining: Promise<void> | null = null;
let drainAgain = false;
let timer: ReturnType<typeof setTimeout> | undefined;

async function scheduleRetry(db: CharterDatabase, sendsFor: SendsFor): Promise<void> {
  const next = await nextToSend(db, sendsFor);
  if (!next) return;
  clearTimeout(timer);
  timer = setTimeout(() => void requestDrain(), Math.max(0, next.nextAttemptAt - Date.now()));
}

async function settleReport(report: DrainReport | null): Promise<void> {
  const { db, sendsFor, onUnauthorized } = options!;
  if (report === null) {
    // Another tab is draining the same outbox; check back in case it closes meanwhile.
    clearTimeout(timer);
    timer = setTimeout(() => void requestDrain(), OTHER_TAB_RECHECK_MS);
    setSyncActivity('waiting');
    return;
  }
  switch (report.stoppedBecause) {
    case 'empty':
      setSyncActivity('idle');
      return;
    case 'paused':
      setSyncActivity('paused');
      onUnauthorized();
      return;
    case 'waiting':
    case 'failed':
      setSyncActivity('waiting');
      await scheduleRetry(db, sendsFor);
  }
}

/**
 * Drains now, or right after the drain already running (a save queued during a drain is not
 * left behind). Resolves when this tab has nothing more it can send at the moment.
 */
export function requestDrain(): Promise<void> {
  if (!options) {
    // Not started yet (it starts once the page has settled): ask for it now.
    window.dispatchEvent(new Event(SYNC_NEEDED_EVENT));
    return Promise.resolve();
  }
  if (draining) {
    drainAgain = true;
    return draining;
  }
  const { db, send, sendsFor } = options;
  draining = (async () => {
    do {
      drainAgain = false;
      setSyncActivity('syncing');
      let report: DrainReport | null;
      try {
        report = await drainOnceAcrossTabs(db, send, { sendsFor });
      } catch {
        // The local database failed (closed by an upgrade elsewhere, quota): try again later.
        report = { sent: 0, stoppedBecause: 'failed' };
      }
      await settleReport(report).catch(() => setSyncActivity('waiting'));
    } while (drainAgain);
  })().finally(() => {
    draining = null;
  });
  return draining;
}

const onOnline = () => void requestDrain();
const onVisible = () => {
  if (document.visibilityState === 'visible') void requestDrain();
};
const onWorkerMessage = (event: MessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'drain-outbox') void requestDrain();
};

/**
 * Starts syncing for the signed-in owner: a queue paused by an earlier 401 resumes, since the
 * owner has signed in again. Returns the stop function.
 */
export async function startSync(serviceOptions: SyncServiceOptions): Promise<() => void> {
  options = serviceOptions;
  await resumeOutbox(serviceOptions.db);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  void requestDrain();
  return () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    clearTimeout(timer);
    options = null;
    setSyncActivity('idle');
  };
}

/** The service worker's Background Sync tag: it wakes this tab to drain when back online. */
export const BACKGROUND_SYNC_TAG = 'charter-outbox';

/** Asks the browser to fire Background Sync when the connection returns (where supported). */
export async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Not supported or not permitted: the online and visibility triggers still drain.
  }
}
