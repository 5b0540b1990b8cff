import { TestClock } from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobEngine } from '../jobs/job-engine';
import { opsRunner, throughRunningServer } from '../test-support/ops-runner';
import { createTestApp, type TestApp } from '../test-support/test-app';

const OPS_TOKEN = 'ops-secret-for-jobs-tests';
const at = (iso: string) => new Date(iso);

describe('npm run ops -- jobs', () => {
  let t: TestApp;
  let ops: ReturnType<typeof opsRunner>;
  /** A process of its own whose `mail` jobs fail until the mail server is back. */
  let worker: JobEngine;
  let mailServerUp = false;
  const sent: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { opsToken: OPS_TOKEN });
    ops = opsRunner(t);
    worker = new JobEngine(t.database.db, pino({ level: 'silent' }), t.database.jobConnection, {
      clock: new TestClock(at('2026-12-01T00:00:00Z')),
    });
    worker.define('mail', async (payload) => {
      if (!mailServerUp) throw new Error('SMTP refused');
      sent.push(String(payload.to));
    });
    await worker.start({ work: false });
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  const queueLine = (out: string[]) => out.find((line) => line.startsWith('mail '));

  it('shows a job that keeps failing in the dead letters, and retries it', async () => {
    const start = at('2026-12-01T10:00:00Z');
    await worker.schedule({ kind: 'mail', key: 'mail:1', runAt: start, payload: { to: 'rosa' } });
    // Eight attempts, a growing delay apart, then the dead letters.
    for (let minutes = 0; minutes < 24 * 60; minutes = minutes * 2 || 1) {
      await worker.runDue(new Date(start.getTime() + minutes * 60_000 * 8));
    }

    const listed = await ops(['jobs']);
    expect({ code: listed.code, err: listed.err }).toEqual({ code: 0, err: [] });
    expect(listed.out[0]).toMatch(/^QUEUE\s+WAITING\s+RUNNING\s+DONE\s+FAILED$/);
    expect(queueLine(listed.out)).toMatch(/^mail\s+0\s+0\s+0\s+1$/);
    expect(listed.out).toContain('1 dead letter:');
    const letter = listed.out.find((line) => / mail /.test(line) && line.includes('rosa'))!;
    expect(letter).toMatch(
      /^([0-9a-f-]{36})\s+mail\s+2026-12-\d\d \d\d:\d\d:\d\d UTC\s+\{"to":"rosa"\}\s+SMTP refused$/,
    );
    const id = letter.slice(0, 36);
    expect(listed.out.at(-1)).toBe('Retry one with: npm run ops -- jobs retry <id>');

    await throughRunningServer(t, OPS_TOKEN, async (connect) => {
      expect(await ops(['jobs'], connect)).toEqual(listed);
      for (const unknown of ['7', '00000000-0000-4000-8000-000000000000']) {
        expect(await ops(['jobs', 'retry', unknown], connect)).toEqual({
          code: 1,
          out: [],
          err: [
            `No dead letter with id ${unknown}: \`npm run ops -- jobs\` lists the dead letters and their ids`,
          ],
        });
      }
      mailServerUp = true;
      expect(await ops(['jobs', 'retry', id], connect)).toEqual({
        code: 0,
        out: [
          `Dead letter ${id} is back in the mail queue: it runs again at once, with a new round of attempts.`,
        ],
        err: [],
      });
    });

    const waiting = await ops(['jobs']);
    expect(queueLine(waiting.out)).toMatch(/^mail\s+1\s+0\s+0\s+1$/);
    expect(waiting.out.at(-1)).toBe('No dead letters.');
    expect(await worker.runDue(at('2027-01-01T00:00:00Z'))).toBe(1);
    expect(sent).toEqual(['rosa']);
    expect(queueLine((await ops(['jobs'])).out)).toMatch(/^mail\s+0\s+0\s+1\s+1$/);
    expect(await ops(['jobs', 'retry', id])).toMatchObject({ code: 1 });
  }, 120_000);

  it('refuses another sub-command, or retry without an id', async () => {
    expect((await ops(['jobs', 'drop', 'x'])).code).toBe(2);
    expect((await ops(['jobs', 'retry'])).code).toBe(2);
    expect((await ops(['help'])).out.join('\n')).toContain('jobs retry <dead-letter id>');
  });
});
