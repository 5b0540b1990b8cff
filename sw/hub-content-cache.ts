import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { HUB_CACHE_NAMES } from '../src/domain/hub/hub-caches';

/*
 * The Business Hub read offline (issue 28, DESIGN.md: the service worker caches hub content):
 * what the owner has seen of the content service (lists, articles, the search index, previewed
 * files, featured images) is kept, with limits and expiry, and answers when the network does
 * not. Links to files are never kept: they live 120 s. What was never seen is not here, and the
 * page says it needs a connection.
 */

/** The content service's calls, by path under its mount (dashboard spec §7). */
const CONTENT = /^\/content\/v1\//;
const FILE = /^\/content\/v1\/files\/\d+$/;
const IMAGE = /^\/content\/v1\/articles\/articles\/\d+\/featured-image$/;
const LINKS = '/content/v1/documents/urls';

const THIRTY_DAYS = 30 * 24 * 3600;
const ok = new CacheableResponsePlugin({ statuses: [200] });

/** A file's link proves who asked and until when; the file is the same: kept by what it is. */
const withoutLinkProof = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    for (const proof of ['owner', 'expires', 'signature']) url.searchParams.delete(proof);
    return url.href;
  },
};

const isContent = (url: URL, request: Request, path: RegExp) =>
  request.method === 'GET' && url.origin === self.location.origin && path.test(url.pathname);

export function registerHubContentCache(): void {
  // A previewed or downloaded guide or template: answered from the copy, refreshed behind.
  registerRoute(
    ({ url, request }) => isContent(url, request, FILE),
    new StaleWhileRevalidate({
      cacheName: HUB_CACHE_NAMES.files,
      plugins: [
        ok,
        withoutLinkProof,
        new ExpirationPlugin({
          maxEntries: 40,
          maxAgeSeconds: THIRTY_DAYS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
  // Featured images change only with their address (it names their version).
  registerRoute(
    ({ url, request }) => isContent(url, request, IMAGE),
    new CacheFirst({
      cacheName: HUB_CACHE_NAMES.images,
      plugins: [
        ok,
        new ExpirationPlugin({
          maxEntries: 60,
          maxAgeSeconds: THIRTY_DAYS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
  // Lists, articles, categories and the search index: fresh when online, the copy when not.
  registerRoute(
    ({ url, request }) =>
      isContent(url, request, CONTENT) &&
      url.pathname !== LINKS &&
      !FILE.test(url.pathname) &&
      !IMAGE.test(url.pathname),
    new NetworkFirst({
      cacheName: HUB_CACHE_NAMES.reads,
      networkTimeoutSeconds: 4,
      plugins: [
        ok,
        new ExpirationPlugin({
          maxEntries: 200,
          maxAgeSeconds: THIRTY_DAYS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
