import { ApiError } from './http';

/** Retries after a failure, not counting the first try. */
const MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * A query's retry rule for resources that can be absent: 404 is final (asking again finds
 * nothing more), other failures are retried up to 3 times (spec foundation §7 for business
 * details, dashboard §8 for the product lists).
 */
export function retryUnlessNotFound(failures: number, error: unknown): boolean {
  return !(error instanceof ApiError && error.status === 404) && failures < MAX_RETRIES;
}

/**
 * A query's retry rule for answers where any 4xx is the answer (a 404 for nothing ordered, a
 * 403 for another owner's id): asking again changes nothing; server and network failures are
 * retried up to 3 times.
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  return (
    !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
    failures < MAX_RETRIES
  );
}

/** The wait before retry number `failures + 1`: 1 s, 2 s, 4 s… never more than 30 s. */
export function doublingRetryDelay(failures: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** failures, MAX_RETRY_DELAY_MS);
}

/** The longest wait a server's Retry-After can ask of the client. */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`, at most
 * MAX_RETRY_AFTER_MS; null without a readable one.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const wait = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - now;
  if (Number.isNaN(wait)) return null;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, wait));
}
