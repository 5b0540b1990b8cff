import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { METRICS_PATH } from './metrics-server';

/** The value of one sample in Prometheus' text format (0 when the series is not there yet). */
function sample(scrape: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const line = scrape
    .split('\n')
    .find(
      (row) =>
        (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) &&
        wanted.every((pair) => row.includes(pair)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** Runs `act` and answers how much a series grew meanwhile (the counters are the process's). */
async function growth(
  scrape: () => Promise<string>,
  act: () => Promise<unknown>,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const before = sample(await scrape(), name, labels);
  await act();
  return sample(await scrape(), name, labels) - before;
}

describe('the Prometheus metrics, on METRICS_PORT', () => {
  let t: TestApp;
  let scrape: () => Promise<string>;

  beforeAll(async () => {
    t = await createTestApp({ METRICS_PORT: '0', SUPPORT_EMAIL: 'support@charter.test' });
    const metrics = t.app.metricsServer!;
    await metrics.listen({ port: 0, host: '127.0.0.1' });
    const { port } = metrics.server.address() as AddressInfo;
    scrape = async () => {
      const response = await fetch(`http://127.0.0.1:${port}${METRICS_PATH}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.text();
    };
  });
  afterAll(() => t.close());

  const guestQuestion = (question: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/support/guest-requests',
      payload: { email: 'visitor@elsewhere.example', question },
    });

  it("counts a request under its route's template, never its URL, with the process's own metrics", async () => {
    const token = 'secret-signing-token-0123456789';
    const grew = await growth(
      scrape,
      () => t.app.inject({ url: `/api/v1/signing/${token}` }),
      'charter_http_requests_total',
      { method: 'GET', route: '/api/v1/signing/:token' },
    );
    expect(grew).toBe(1);
    const scraped = await scrape();
    expect(scraped).not.toContain(token);
    expect(
      sample(scraped, 'charter_http_request_duration_seconds_count', {
        route: '/api/v1/signing/:token',
      }),
    ).toBeGreaterThan(0);
    // Paths no route matches share one label: a scanner adds no series.
    await t.app.inject({ url: '/wp-admin/setup-config.php' });
    expect(await scrape()).not.toContain('wp-admin');
    expect(scraped).toContain('process_cpu_user_seconds_total');
    expect(scraped).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts a page save refused with 409 (a version changed elsewhere)', async () => {
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v1/browser_session/create',
      payload: { browser_agent: 'vitest' },
    });
    const id = session.json<{ id: string }>().id;
    let keys = 0;
    const save = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/pages/page2',
        headers: { cookie: `sessionId=${id}`, 'idempotency-key': `metrics-${(keys += 1)}-key` },
        payload: { service_filing: 'rapid', browser_session_id: id, updated_at: null },
      });
    expect((await save()).statusCode).toBe(200);
    const before = await scrape();
    // Based on no version while one is saved: another device's copy wins.
    expect((await save()).statusCode).toBe(409);
    const after = await scrape();
    expect(
      sample(after, 'charter_page_save_conflicts_total') -
        sample(before, 'charter_page_save_conflicts_total'),
    ).toBe(1);
    const conflicts = { route: '/api/v1/pages/:page', status_code: '409' };
    expect(
      sample(after, 'charter_http_requests_total', conflicts) -
        sample(before, 'charter_http_requests_total', conflicts),
    ).toBe(1);
  });

  it("counts a mail sent and shows the job's queue depth until it runs", async () => {
    expect((await guestQuestion('Do you file in Ohio?')).statusCode).toBe(202);
    expect(sample(await scrape(), 'charter_job_queue_depth')).toBeGreaterThan(0);
    const grew = await growth(
      scrape,
      () => t.app.services.jobs.runDue(new Date()),
      'charter_mail_sent_total',
    );
    expect(grew).toBe(1);
    expect(sample(await scrape(), 'charter_job_queue_depth')).toBe(0);
  });

  it('counts a job whose attempt fails, by kind', async () => {
    expect((await guestQuestion('Do you file in Iowa?')).statusCode).toBe(202);
    // The database loses the table the mail job reads: its attempt throws.
    await t.database.db.execute(
      'ALTER TABLE support_request_messages RENAME TO support_request_messages_away',
    );
    try {
      const before = await scrape();
      await t.app.services.jobs.runDue(new Date());
      const after = await scrape();
      const failures = (text: string) => sample(text, 'charter_job_failures_total');
      expect(failures(after) - failures(before)).toBe(1);
      expect(after).toMatch(/charter_job_failures_total\{kind="support[^"]*"\} \d/);
      expect(sample(after, 'charter_mail_sent_total')).toBe(
        sample(before, 'charter_mail_sent_total'),
      );
    } finally {
      await t.database.db.execute(
        'ALTER TABLE support_request_messages_away RENAME TO support_request_messages',
      );
    }
  });

  it('is not served by the app itself, nor at all without METRICS_PORT', async () => {
    const fromApp = await t.app.inject({ url: METRICS_PATH });
    expect(fromApp.statusCode).toBe(404);
    expect(fromApp.body).not.toContain('charter_http_requests_total');

    const unset = await createTestApp();
    try {
      expect(unset.app.metricsServer).toBeNull();
      expect((await unset.app.inject({ url: METRICS_PATH })).statusCode).toBe(404);
    } finally {
      await unset.close();
    }
  });
});
