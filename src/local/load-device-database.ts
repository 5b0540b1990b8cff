import type { CharterDatabase } from './local-database';

let loading: Promise<CharterDatabase> | null = null;
let loaded: CharterDatabase | null = null;

/**
 * The device database through Dexie, loaded on first need (the first edit, a save, the sync)
 * rather than with the page: reading a page's draft does not need it (stored-reads.ts).
 */
export function loadDeviceDatabase(): Promise<CharterDatabase> {
  loading ??= import('./device-database').then(({ deviceDatabase }) => {
    loaded = deviceDatabase();
    return loaded;
  });
  return loading;
}

/** The database if it has loaded: a keystroke's write then starts without waiting a tick. */
export function loadedDeviceDatabase(): CharterDatabase | null {
  return loaded;
}
