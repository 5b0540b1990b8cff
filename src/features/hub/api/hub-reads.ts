import { doublingRetryDelay } from '../../../api/retry-policy';

/**
 * How every read of the content service is made: retried with the app's backoff, and asked even
 * offline ('offlineFirst'), so the service worker's copy of what the owner has seen answers
 * (issue 28) instead of the query waiting for a network that is not there.
 */
export const HUB_READ = {
  retryDelay: doublingRetryDelay,
  networkMode: 'offlineFirst',
} as const;
