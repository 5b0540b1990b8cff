import { PgBoss, TestClock } from 'pg-boss';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app';
import { deadLetterQueue } from './job-back-office';
import { jobIdOf, JobEngine } from './job-engine';
import type { JobHandler } from './job-request';

const log = pino({ level: 'silent' });
const at = (iso: string) => new Date(iso);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job engine', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const engines: JobEngine[] = [];
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.stop();
    await database.drop();
  });

  /** An engine as a server process has it, on the tests' clock unless it works by itself. */
  async function engine(
    handler: JobHandler,
    { clock = new TestClock(at('2026-12-01T00:00:00Z')), work = false, pollIntervalMs = 500 } = {},
  ) {
    const made = new JobEngine(database.db, log, database.jobConnection, {
      ...(work ? { pollIntervalMs } : { clock }),
    });
    made.define('remind', handler);
    await made.start({ work });
    engines.push(made);
    return made;
  }

  /** A handler recording `key:to` of each job it ran. */
  const recording =
    (ran: string[], work: () => Promise<unknown> = async () => {}): JobHandler =>
    async (payload, { key }) => {
      await work();
      ran.push(`${key}:${String(payload.to)}`);
    };

  it('gives one key one id, a name-based UUID', () => {
    expect(jobIdOf('r:1:3d')).toBe(jobIdOf('r:1:3d'));
    expect(jobIdOf('r:1:3d')).not.toBe(jobIdOf('r:1:7d'));
    expect(jobIdOf('r:1:3d')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('runs a job once, when it is due, and keeps the first of two with one key, even once done', async () => {
    const ran: string[] = [];
    const queue = await engine(recording(ran));
    const job = { kind: 'remind', key: 'r:1:3d', runAt: at('2026-12-01T10:00:00Z') };
    expect(await queue.schedule({ ...job, payload: { to: 'rosa' } })).toBe(true);
    expect(await queue.schedule({ ...job, payload: { to: 'ivan' } })).toBe(false);

    expect(await queue.runDue(at('2026-12-01T09:59:59Z'))).toBe(0);
    expect(await queue.runDue(at('2026-12-01T10:00:00Z'))).toBe(1);
    expect(await queue.runDue(at('2026-12-05T10:00:00Z'))).toBe(0);
    expect(await queue.schedule({ ...job, payload: { to: 'mia' } })).toBe(false);
    expect(await queue.runDue(at('2026-12-06T10:00:00Z'))).toBe(0);
    expect(ran).toEqual(['r:1:3d:rosa']);
  });

  it('is still there after a restart: another engine on the same database runs it', async () => {
    const ran: string[] = [];
    const first = await engine(async () => {});
    await first.schedule({
      kind: 'remind',
      key: 'r:2:7d',
      runAt: at('2026-12-01T10:00:00Z'),
      payload: { to: 'ivan' },
    });
    await first.stop();
    engines.splice(engines.indexOf(first), 1);
    const second = await engine(recording(ran));
    expect(await second.runDue(at('2026-12-02T00:00:00Z'))).toBe(1);
    expect(ran).toEqual(['r:2:7d:ivan']);
  });

  it('tries a failing job again after a growing delay, then puts it in the dead letters', async () => {
    let failures = 0;
    const queue = await engine(async () => {
      failures += 1;
      throw new Error('SMTP refused');
    });
    const start = at('2026-12-01T10:00:00Z');
    await queue.schedule({ kind: 'remind', key: 'r:3', runAt: start, payload: { to: 'li' } });

    await queue.runDue(start);
    expect(failures).toBe(1);
    // Not within the first minute; within the first two.
    await queue.runDue(new Date(start.getTime() + 29_000));
    expect(failures).toBe(1);
    for (let minutes = 2; failures < 8 && minutes < 24 * 60; minutes *= 2) {
      await queue.runDue(new Date(start.getTime() + minutes * 60_000 * 8));
    }
    expect(failures).toBe(8);
    const [original] = await queue.jobsOf('remind');
    expect(original).toMatchObject({ key: 'r:3', state: 'failed', attempts: 8 });
    const dead = await queue.backOffice.deadLetters();
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({
      kind: 'remind',
      payload: { to: 'li' },
      lastError: 'SMTP refused',
    });
    expect((await queue.jobsOf(deadLetterQueue('remind'))).map((job) => job.payload)).toEqual([
      { to: 'li' },
    ]);
    await queue.runDue(at('2026-12-30T10:00:00Z'));
    expect(failures).toBe(8);
  });

  it('runs each job once when two processes look at the same moment', async () => {
    const ran: string[] = [];
    const slow = () => sleep(5);
    const clock = new TestClock(at('2026-12-01T00:00:00Z'));
    const first = await engine(recording(ran, slow), { clock });
    const second = await engine(recording(ran, slow), { clock });
    const runAt = at('2026-12-01T10:00:00Z');
    for (let index = 0; index < 12; index += 1) {
      await first.schedule({ kind: 'remind', key: `r:${index}`, runAt, payload: { to: index } });
    }
    const now = at('2026-12-01T10:00:01Z');
    await clock.setTime(now);
    const [a, b] = await Promise.all([first.runDue(now), second.runDue(now)]);
    expect(a + b).toBe(12);
    expect([...ran].sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `r:${index}:${index}`).sort(),
    );
  });

  it('cancels a job not run yet, so its key may be used again, and refuses unknown kinds', async () => {
    const ran: string[] = [];
    const queue = await engine(recording(ran));
    const job = { kind: 'remind', key: 'r:5', runAt: at('2026-12-01T10:00:00Z') };
    await queue.schedule({ ...job, payload: { to: 'ana' } });
    await queue.cancel('remind', 'r:5');
    expect(await queue.runDue(at('2026-12-02T10:00:00Z'))).toBe(0);
    expect(await queue.schedule({ ...job, payload: { to: 'bo' } })).toBe(true);
    expect(await queue.runDue(at('2026-12-02T10:00:00Z'))).toBe(1);
    expect(ran).toEqual(['r:5:bo']);
    await expect(
      queue.schedule({ kind: 'unknown', key: 'u:1', runAt: at('2026-12-01T10:00:00Z') }),
    ).rejects.toThrow('No handler for job kind unknown');
  });

  it('schedules inside the caller’s transaction: rolled back, there is no job', async () => {
    const ran: string[] = [];
    const queue = await engine(recording(ran));
    await database.db
      .transaction(async (tx) => {
        await queue.schedule(
          { kind: 'remind', key: 'r:tx', runAt: at('2026-12-01T10:00:00Z') },
          tx,
        );
        throw new Error('the invoice was refused');
      })
      .catch(() => undefined);
    expect(await queue.runDue(at('2026-12-02T10:00:00Z'))).toBe(0);
    await database.db.transaction(async (tx) => {
      await queue.schedule(
        { kind: 'remind', key: 'r:tx', runAt: at('2026-12-01T10:00:00Z'), payload: { to: 'kept' } },
        tx,
      );
    });
    expect(await queue.runDue(at('2026-12-02T10:00:00Z'))).toBe(1);
    expect(ran).toEqual(['r:tx:kept']);
  });

  it('runs work just scheduled by itself in a process that works, woken at once', async () => {
    const ran: string[] = [];
    // A poll far away: only the notification can run the job within the test.
    const working = await engine(recording(ran), { work: true, pollIntervalMs: 3_600_000 });
    await working.schedule({
      kind: 'remind',
      key: 'r:soon',
      runAt: new Date(),
      payload: { to: 'mei' },
    });
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual(['r:soon:mei']);
  });

  it('runs a kind on a cron schedule, one schedule however many processes define it', async () => {
    const ran: Date[] = [];
    const made: JobEngine[] = [];
    for (const work of [false, true]) {
      const one = new JobEngine(database.db, log, database.jobConnection, {
        pollIntervalMs: 500,
        cronCheckSeconds: 1,
      });
      one.every('sweep', '* * * * *', async (_payload, { now }) => void ran.push(now));
      await one.start({ work });
      engines.push(one);
      made.push(one);
    }
    // Read as pg-boss keeps them, by a process of its own.
    const reader = new PgBoss({ ...database.jobConnection, supervise: false, schedule: false });
    await reader.start();
    const schedules = await reader.getSchedules('sweep');
    await reader.stop({ graceful: false });
    expect(schedules.map(({ name, cron }) => ({ name, cron }))).toEqual([
      { name: 'sweep', cron: '* * * * *' },
    ]);
    // The minute under way is due at once: the first cron pass after the schedule sends it.
    await expect.poll(() => ran.length, { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
    await sleep(2500);
    // Once a minute: a second run only when the next minute began meanwhile.
    const minuteOf = (moment: Date) => Math.floor(moment.getTime() / 60_000);
    expect(ran.length).toBeLessThanOrEqual(minuteOf(new Date()) - minuteOf(ran[0]!) + 1);
  }, 30_000);

  it('sends nothing by itself on the tests’ clock: a schedule runs only when a test runs it', async () => {
    const ran: string[] = [];
    const clock = new TestClock(at('2026-12-01T00:00:00Z'));
    const queue = new JobEngine(database.db, log, database.jobConnection, { clock });
    queue.every('sweep', '* * * * *', async () => void ran.push('swept'));
    await queue.start({ work: false });
    engines.push(queue);
    expect(await queue.runDue(at('2026-12-01T01:00:00Z'))).toBe(0);
    expect(ran).toEqual([]);
  });

  it('repeats a kind every few seconds: one chain of runs, however many processes start it', async () => {
    const ran: string[] = [];
    const clock = new TestClock(at('2026-12-01T10:00:00.400Z'));
    const started: JobEngine[] = [];
    for (const process of ['a', 'b']) {
      const one = new JobEngine(database.db, log, database.jobConnection, { clock });
      one.repeat('tick', 2, async (_payload, { now }) => {
        ran.push(`${process}@${now.toISOString()}`);
        if (ran.length === 2) throw new Error('the database blinked');
      });
      await one.start({ work: false });
      engines.push(one);
      started.push(one);
    }
    const [a, b] = started as [JobEngine, JobEngine];
    const waiting = async () =>
      (await a.jobsOf('tick'))
        .filter((job) => job.state === 'created')
        .map((job) => job.runAt.toISOString());
    expect(await waiting()).toEqual(['2026-12-01T10:00:02.000Z']);

    expect(await a.runDue(at('2026-12-01T10:00:02.100Z'))).toBe(1);
    // A run that fails keeps the chain: its successor was scheduled before it ran.
    expect(await b.runDue(at('2026-12-01T10:00:04.000Z'))).toBe(1);
    expect(await waiting()).toEqual(['2026-12-01T10:00:06.000Z']);
    // Runs missed while nothing ran collapse into one, and the chain goes on from now.
    expect(await a.runDue(at('2026-12-01T10:01:00.500Z'))).toBe(1);
    expect(ran).toEqual([
      'a@2026-12-01T10:00:02.100Z',
      'b@2026-12-01T10:00:04.000Z',
      'a@2026-12-01T10:01:00.500Z',
    ]);
    expect(await waiting()).toEqual(['2026-12-01T10:01:02.000Z']);
  });

  it('lets a job running when it stops finish before stop resolves', async () => {
    const ran: string[] = [];
    let started = false;
    const working = await engine(
      recording(ran, async () => {
        started = true;
        await sleep(1500);
      }),
      { work: true },
    );
    await working.schedule({
      kind: 'remind',
      key: 'r:late',
      runAt: new Date(),
      payload: { to: 'jo' },
    });
    await expect.poll(() => started, { timeout: 10_000 }).toBe(true);
    expect(ran).toEqual([]);
    await working.stop();
    expect(ran).toEqual(['r:late:jo']);
  });
});
