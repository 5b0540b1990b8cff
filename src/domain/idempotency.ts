/**
 * The `code` of a 409 saying the request's Idempotency-Key is held by a request that has not
 * answered yet (still running, or its process died): not a final answer, so the client waits
 * (the answer's Retry-After) and sends the same request again with the same key. The other
 * 409s (a version conflict, the same key with another body) carry no such code.
 */
export const KEY_IN_USE_CODE = 'idempotency_key_in_use';

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
