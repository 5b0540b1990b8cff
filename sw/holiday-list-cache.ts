import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { HOLIDAY_LIST_PATH } from '../src/domain/estimates/holiday-list';

/** The holiday list is kept 7 days (spec foundation §9), then no longer used. */
export const HOLIDAY_LIST_KEEP_SECONDS = 7 * 24 * 60 * 60;
export const HOLIDAY_LIST_CACHE = 'charter-holidays';

/**
 * A request for the checkout service's holiday list, wherever the runtime config puts that
 * service: the worker does not read /config.json, and the path is the service's own.
 */
export function isHolidayListRequest({ url, request }: { url: URL; request: Request }): boolean {
  return (
    request.method === 'GET' &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname.endsWith(HOLIDAY_LIST_PATH)
  );
}

/**
 * Holidays for estimated dates: answered at once from a copy up to 7 days old and refreshed
 * behind. The refresh goes through the HTTP cache, which the server's max-age keeps fresh for
 * 24 hours, so within a day the service is not asked again. A copy older than 7 days (its
 * Date header tells) is not used, and is deleted. Two years are asked at a time; four entries
 * cover the turn of a year.
 */
export function holidayListStrategy(): StaleWhileRevalidate {
  return new StaleWhileRevalidate({
    cacheName: HOLIDAY_LIST_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxAgeSeconds: HOLIDAY_LIST_KEEP_SECONDS,
        maxEntries: 4,
        purgeOnQuotaError: true,
      }),
    ],
  });
}
