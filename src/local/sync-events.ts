/**
 * Dispatched on window when a save was queued before the sync service started (it starts once
 * the page has settled): the app starts it at once. Its own module, so the entry chunk can
 * listen without loading the sync machinery.
 */
export const SYNC_NEEDED_EVENT = 'charter:sync-needed';
