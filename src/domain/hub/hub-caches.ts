/**
 * The service worker's caches of the hub (sw/hub-content-cache.ts). The owner's lists carry
 * their favourites, so signing out removes them (the page deletes them by these names).
 */
export const HUB_CACHE_NAMES = {
  reads: 'charter-hub-reads',
  files: 'charter-hub-files',
  images: 'charter-hub-images',
} as const;
