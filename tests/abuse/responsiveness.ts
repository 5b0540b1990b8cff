import { setTimeout as sleep } from 'node:timers/promises';
import type { TestApp } from '../../server/test-support/test-app';

/** How long another client may wait while a hostile request is in flight (issue 24). */
export const OTHERS_ANSWERED_WITHIN_MS = 100;

/** Between two other requests: the event loop's turn, so timers and I/O (the hostile request's) run. */
const PAUSE_MS = 5;

/**
 * Sends a hostile request and, until it is answered, another client's light request (a
 * service's health) after another, each after a short pause: resolves with the hostile answer
 * and the longest the other client waited, from the start of a pause to its answer. A server
 * that decodes the hostile file on its event loop holds the pause's timer or the request for as
 * long as it decodes, so that wait is as long; some other request is always under way while the
 * hostile one is handled.
 */
export async function answeredMeanwhile<T>(
  t: TestApp,
  hostile: () => Promise<T>,
): Promise<{ response: T; slowestOtherMs: number }> {
  let answered = false;
  const sent = hostile().finally(() => {
    answered = true;
  });
  let slowestOtherMs = 0;
  do {
    const started = performance.now();
    await sleep(PAUSE_MS);
    const other = await t.app.inject({ url: '/checkout/v1/health' });
    if (other.statusCode !== 200) throw new Error(`the health check answered ${other.statusCode}`);
    slowestOtherMs = Math.max(slowestOtherMs, performance.now() - started);
  } while (!answered);
  return { response: await sent, slowestOtherMs };
}
