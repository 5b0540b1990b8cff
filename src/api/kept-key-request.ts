import { ApiError } from './http';
import { isFinalAnswer, isKeyInUse } from '../domain/idempotency';
import { doublingRetryDelay, retryAfterMs } from './retry-policy';

/** Sends while the key is in use (409 in progress), after the first: then the owner is told. */
const IN_USE_RETRIES = 4;
/** The longest the owner, watching a progress overlay, waits between two of them. */
const MAX_IN_USE_WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a request kept under an Idempotency-Key (a purchase, a formation submission) until the
 * server has given a final answer for that key. While another request holds the key (409 in
 * progress: a double press, or a server that died mid-request) it waits the answer's
 * Retry-After (bounded) and sends the same request again; if that goes on, it fails with
 * `stillRunning` and the key stays kept, so the next press resends it rather than paying or
 * filing again. `forget` drops the kept request: only after success or a final refusal (a
 * declined card, invalid input), never after no answer, a 5xx, a 401 or "in progress".
 */
export async function sendUnderKeptKey<T>(
  send: () => Promise<T>,
  forget: () => void,
  stillRunning: string,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      const result = await send();
      forget();
      return result;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (isKeyInUse(error.status, error.body)) {
        if (retry >= IN_USE_RETRIES) throw new ApiError(error.status, stillRunning, error.body);
        const asked = retryAfterMs(error.retryAfter) ?? doublingRetryDelay(retry);
        await wait(Math.min(asked, MAX_IN_USE_WAIT_MS));
        continue;
      }
      if (isFinalAnswer(error.status, error.body)) forget();
      throw error;
    }
  }
}
