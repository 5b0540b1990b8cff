import type { CharterDatabase } from './local-database';

let loading: Promise<CharterDatabase> | null = null;

/**
 * The device database through Dexie, loaded on first need (the first edit, a save, the sync)
 * rather than with the page: reading a page's draft does not need it (stored-drafts.ts). The one
 * way to the database for code that is not itself loaded with Dexie.
 */
export function loadDeviceDatabase(): Promise<CharterDatabase> {
  loading ??= import('./device-database').then(({ deviceDatabase }) => deviceDatabase());
  return loading;
}
