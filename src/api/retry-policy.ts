import { KEY_IN_USE_CODE } from '../domain/idempotency';
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

/** The wait before retry number `failures + 1`: 1 s, 2 s, 4 s… never more than 30 s. */
export function doublingRetryDelay(failures: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** failures, MAX_RETRY_DELAY_MS);
}

/** 409 "in progress": the request's Idempotency-Key is held by a request not yet answered. */
export function isKeyInUse(status: number, body: unknown): boolean {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return status === 409 && code === KEY_IN_USE_CODE;
}

/** Answers that say "not now" about the request, not what became of it. */
const NOT_NOW = new Set([401, 408, 429]);

/**
 * Whether an answer is final for the request sent under its Idempotency-Key: success, or a
 * refusal the server keeps for that key (a declined card, invalid input, a version conflict).
 * No answer (0), a 5xx, "sign in again", "too many requests" and "still in progress" are not:
 * the same request goes again under the same key, so it can never take effect twice.
 */
export function isFinalAnswer(status: number, body: unknown): boolean {
  if (status >= 200 && status < 300) return true;
  if (status < 400 || status >= 500) return false;
  return !NOT_NOW.has(status) && !isKeyInUse(status, body);
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
