import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('the probes a load balancer asks (/livez, /readyz)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('/livez says the process answers, /readyz that the database and the job engine do', async () => {
    const live = await get('/livez');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', jobs: 'ok' } });

    const verbose = await get('/readyz?verbose');
    expect(verbose.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(verbose.body).toBe('[+]database ok\n[+]jobs ok\nreadyz ok\n');
    expect((await get('/livez?verbose')).body).toBe('livez ok\n');
  });

  it('refuses what is not a probe question', async () => {
    expect((await get('/readyz?verbose=please-tell-me-more')).statusCode).toBe(400);
    expect((await get('/readyz?other=1')).statusCode).toBe(400);
  });

  it('answers 503 "draining" from SIGTERM on, while /livez still answers', async () => {
    t.app.startDraining();
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
    expect((await get('/readyz?verbose')).body).toBe('readyz draining\n');
    expect((await get('/livez')).statusCode).toBe(200);
  });
});
