/**
 * The `code` of a 409 saying the request's Idempotency-Key is held by a request that has not
 * answered yet (still running, or its process died): not a final answer, so the client waits
 * (the answer's Retry-After) and sends the same request again with the same key. The other
 * 409s (a version conflict, the same key with another body) carry no such code.
 */
export const KEY_IN_USE_CODE = 'idempotency_key_in_use';
