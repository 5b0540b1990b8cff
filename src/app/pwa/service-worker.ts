import type { Workbox as WorkboxInstance } from 'workbox-window';
import { afterPageLoad } from '../../ui/after-page-load';

/**
 * How long after the page's load event the service worker is registered: its precache
 * downloads the whole app, which must not compete with the first screen's own requests (nor
 * workbox-window's code with its first paint).
 */
const REGISTER_DELAY_MS = 3000;

/** How often a long-open tab asks whether a new version has been deployed. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

type Listener = () => void;
let registered: WorkboxInstance | null = null;
let updateWaiting = false;
let reloadRequested = false;
const listeners = new Set<Listener>();

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/**
 * Registers the service worker. A new version waits until the owner chooses "Reload to update";
 * the page never reloads by itself, so a half-filled form is never thrown away.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  afterPageLoad(() => void import('workbox-window').then(register), REGISTER_DELAY_MS);
}

function register({ Workbox }: { Workbox: typeof WorkboxInstance }): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  registered = workbox;
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    for (const listener of listeners) listener();
  });
  // Only the tab whose owner pressed the button reloads; other tabs keep their state and,
  // should a chunk of the old version be gone, recover when they next navigate.
  workbox.addEventListener('controlling', () => {
    if (reloadRequested) window.location.reload();
  });
  void workbox.register();
  const checkForUpdate = () => void workbox.update().catch(() => undefined);
  window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}

export function applyUpdate(): void {
  reloadRequested = true;
  registered?.messageSkipWaiting();
}
