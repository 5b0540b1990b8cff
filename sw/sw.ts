/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { PrecacheEntry } from 'workbox-precaching';
import { holidayListStrategy, isHolidayListRequest } from './holiday-list-cache';
import { SERVER_PATH_PATTERN } from '../src/domain/server-paths';
import { registerHubContentCache } from './hub-content-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Runtime documents the app needs before it can render anything. */
const BOOT_DOCUMENTS = ['/config.json', '/api/v1/openapi.json'];
const RUNTIME_CACHE = 'charter-runtime';

// The shell: every built asset of this version. Old entries are removed only when this
// version activates, so tabs still on the previous version keep loading their chunks.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes open offline: any navigation that is not a service gets the shell.
// Workbox matches the denylist against path and query. The silent sign-in frame's callback is
// a page of its own; it carries ?code=…, so the precache (which knows it without a query) does
// not answer it either: it goes to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [SERVER_PATH_PATTERN, /^\/auth\/silent-callback\.html(\?|$)/],
  }),
);

// Fresh when online, the last good copy when not (ETag revalidation keeps it cheap).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    BOOT_DOCUMENTS.includes(url.pathname),
  new NetworkFirst({
    cacheName: RUNTIME_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// Reference data (NAICS lists) answers at once from the cache and refreshes behind: a list the
// owner has seen opens offline too.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/question-service/v1/'),
  new StaleWhileRevalidate({
    cacheName: 'charter-reference',
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// Holidays for estimated dates: a copy up to 7 days old answers at once (holiday-list-cache.ts).
registerRoute(isHolidayListRequest, holidayListStrategy());

// The Business Hub, readable offline once seen (hub-content-cache.ts).
registerHubContentCache();

// Warm the boot documents at install: the first visit's own requests happened before this
// worker controlled the page, and the next visit may be offline.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(RUNTIME_CACHE)
      .then((cache) => cache.addAll(BOOT_DOCUMENTS))
      .catch(() => undefined),
  );
});

// The page's "Reload to update" button asks the waiting worker to take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync (where the browser has it): when the connection returns, the open tabs are
// asked to drain the outbox. The worker does not send saves itself: the owner's token lives in
// the page's storage, which a worker cannot read.
const OUTBOX_SYNC_TAG = 'charter-outbox';
self.addEventListener('sync', (event) => {
  const sync = event as Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((windows) => windows.forEach((client) => client.postMessage({ type: 'drain-outbox' }))),
  );
});
