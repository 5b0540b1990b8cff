import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { SHED_MESSAGE } from './load-shedding';
import { REQUEST_ID_HEADER } from './request-ids';

/** Holds the event loop for `ms` at once, as a long synchronous computation does. */
function block(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    /* busy */
  }
}

describe('load shedding under event-loop pressure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '100',
      LOAD_SHED_RETRY_AFTER_SECONDS: '7',
    });
  });
  afterAll(() => t.close());

  /**
   * Blocks the loop in long slices, letting only its timers run between them, until a whole
   * sample (a second) of delays is over the threshold: the process is then "under pressure".
   */
  async function pressure(): Promise<void> {
    const giveUp = Date.now() + 10_000;
    while (!t.app.isUnderPressure()) {
      if (Date.now() > giveUp) throw new Error('the event loop delay never crossed the threshold');
      block(300);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('answers an API request 503 with Retry-After in the usual error shape, and the probes 200', async () => {
    const api = '/api/v1/openapi.json';
    // The app's own start may have held the loop: the request is served once that sample passed.
    while (t.app.isUnderPressure()) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await t.app.inject({ url: api })).statusCode).toBe(200);

    await pressure();
    const shed = await t.app.inject({ url: api });
    const live = await t.app.inject({ url: '/livez' });
    const ready = await t.app.inject({ url: '/readyz' });

    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('7');
    expect(shed.json()).toEqual({
      message: SHED_MESSAGE,
      request_id: shed.headers[REQUEST_ID_HEADER],
    });
    expect(live.statusCode).toBe(200);
    expect(ready.statusCode).toBe(200);
  });
});
