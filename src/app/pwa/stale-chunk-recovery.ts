import { sessionRecord } from '../../local/session-records';

/** When this tab last reloaded for a new version (ms since the epoch). */
const lastReload = sessionRecord('charter.stale-chunk-reload-at', { type: 'number' });
const RELOAD_GUARD_MS = 10_000;

/**
 * After a deploy, a tab still running the previous version may ask for a code chunk that no
 * longer exists. Such failures are recognised by the browsers' messages for a failed dynamic
 * import or preload.
 */
export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Outdated Optimize Dep/i.test(
    message,
  );
}

/**
 * Reloads once to pick up the current version (the service worker then serves a consistent
 * shell). Returns false when a reload just happened, so a broken deploy cannot loop — and when
 * the storage would not keep the moment, which is what stops that loop.
 */
export function reloadForNewVersion(
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (now - (lastReload.read() ?? 0) < RELOAD_GUARD_MS) return false;
  if (!lastReload.write(now)) return false;
  reload();
  return true;
}

export function installStaleChunkRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewVersion()) event.preventDefault();
  });
}
