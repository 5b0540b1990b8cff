import { QueryClient } from '@tanstack/react-query';
import { registerOwnerDataCleanup } from '../api/owner-data';
import { HUB_CACHE_NAMES } from '../domain/hub/hub-caches';
import { forgetKeptDocuments } from '../local/kept-documents';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false },
  },
});

// Signing out removes the owner's cached server data from this tab.
registerOwnerDataCleanup(() => queryClient.clear());

// The service worker's copies of the hub carry the owner's favourites: they leave with the owner.
registerOwnerDataCleanup(async () => {
  if (!('caches' in window)) return;
  await Promise.all(Object.values(HUB_CACHE_NAMES).map((name) => caches.delete(name)));
});

// The documents the owner opened, kept for reading offline (decision 0093), are theirs alone:
// they leave with the owner, and before another owner's session begins on this device.
registerOwnerDataCleanup(forgetKeptDocuments);
