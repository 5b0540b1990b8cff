import { deviceDatabase } from './device-database';
import type { CharterDatabase } from './local-database';
import { reportStorageProblem, storageProblemOf } from './storage-problems';
import { setSyncActivity } from './sync-activity';
import {
  drainOnceAcrossTabs,
  nextToSend,
  resumeOutbox,
  type DrainReport,
  type SendsFor,
} from './sync-engine';
import { configuredTransport, registerSyncStop, type SyncTransport } from './sync-setup';

/**
 * Runs the outbox drain in this tab (DESIGN.md "Local-first protocol"): at start, when the
 * device comes online, when the tab becomes visible, after every queued save, when the
 * service worker's Background Sync fires, and on a timer for saves waiting out their backoff.
 * Publishes what it is doing for the save-state indicator (sync-activity.ts). It starts by
 * itself on the first request for a drain (a queued save, or saves found waiting at load), with
 * the transport the app handed in at boot (sync-setup.ts).
 */

interface RunningSync extends SyncTransport {
  db: CharterDatabase;
}

/** When another tab holds the drain, look again after this long in case it went away. */
const OTHER_TAB_RECHECK_MS = 5000;

let running: RunningSync | null = null;
let starting: Promise<'started' | 'stopped' | 'failed'> | null = null;
/** Counts stops: a start that a stop overtook does not run. */
let generation = 0;
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
  const { db, sendsFor, onUnauthorized } = running!;
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
  if (!running) {
    starting ??= start().finally(() => {
      starting = null;
    });
    // Started, or stopped meanwhile (the owner changed: start again for the new session): drain.
    // Not started (no transport yet, or the device database failed): nothing to do.
    return starting.then((start) => (start === 'failed' ? undefined : requestDrain()));
  }
  if (draining) {
    drainAgain = true;
    return draining;
  }
  const { db, send, sendsFor } = running;
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
 * Starts syncing for the owner signed in now: a queue paused by an earlier 401 resumes, since
 * the owner has signed in again. 'stopped' when a stop overtook it (to be started again).
 */
async function start(): Promise<'started' | 'stopped' | 'failed'> {
  const startedAt = generation;
  const transport = await configuredTransport();
  if (!transport) return 'failed';
  const db = deviceDatabase();
  try {
    await resumeOutbox(db);
  } catch (error) {
    reportStorageProblem(storageProblemOf(error));
    return 'failed';
  }
  if (startedAt !== generation) return 'stopped';
  running = { db, ...transport };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  // Drafts matter: ask the browser not to evict this origin's storage under pressure.
  void navigator.storage?.persist?.();
  return 'started';
}

/** Stops the sync, or the start under way (the owner changed: see sync-setup.ts `stopSync`). */
function stop(): void {
  generation += 1;
  window.removeEventListener('online', onOnline);
  document.removeEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  clearTimeout(timer);
  running = null;
  setSyncActivity('idle');
}

registerSyncStop(stop);

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
