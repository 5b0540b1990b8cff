import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { openTestDatabase } from '../test-support/test-app';
import { JobQueue, retryDelayMs, type JobQueueOptions } from './job-queue';

const log = pino({ level: 'silent' });
const at = (iso: string) => new Date(iso);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job queue', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.drop());

  /** A queue as a server process has it, recording the jobs its handler ran. */
  function process(
    ran: string[],
    options: JobQueueOptions = {},
    work: () => Promise<unknown> = async () => {},
  ) {
    const queue = new JobQueue(database.db, log, options);
    queue.define('remind', async (payload, { key }) => {
      await work();
      ran.push(`${key}:${String(payload.to)}`);
    });
    return queue;
  }

  const rowOf = async (key: string) =>
    (await database.db.select().from(jobs).where(eq(jobs.key, key)))[0];

  it('runs a job once, when it is due, and keeps the first of two with one key', async () => {
    const ran: string[] = [];
    const queue = process(ran);
    const job = { kind: 'remind', key: 'r:1:3d', runAt: at('2026-12-01T10:00:00Z') };
    expect(await queue.schedule({ ...job, payload: { to: 'rosa' } })).toBe(true);
    expect(await queue.schedule({ ...job, payload: { to: 'ivan' } })).toBe(false);

    expect(await queue.runDue(at('2026-12-01T09:59:59Z'))).toBe(0);
    expect(await queue.runDue(at('2026-12-01T10:00:00Z'))).toBe(1);
    expect(await queue.runDue(at('2026-12-05T10:00:00Z'))).toBe(0);
    expect(ran).toEqual(['r:1:3d:rosa']);
    expect(await rowOf('r:1:3d')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('is still there after a restart: another queue on the same database runs it', async () => {
    const ran: string[] = [];
    await process([]).schedule({
      kind: 'remind',
      key: 'r:2:7d',
      runAt: at('2026-12-01T10:00:00Z'),
      payload: { to: 'ivan' },
    });
    expect(await process(ran).runDue(at('2026-12-02T00:00:00Z'))).toBe(1);
    expect(ran).toEqual(['r:2:7d:ivan']);
  });

  it('tries a failing job again after a growing delay, then gives it up with its error', async () => {
    let failures = 0;
    const queue = new JobQueue(database.db, log, { maxAttempts: 3 });
    queue.define('remind', async () => {
      failures += 1;
      throw new Error('SMTP refused');
    });
    const start = at('2026-12-01T10:00:00Z');
    await queue.schedule({ kind: 'remind', key: 'r:3', runAt: start });

    await queue.runDue(start);
    expect(await rowOf('r:3')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMTP refused',
      runAt: new Date(start.getTime() + retryDelayMs(1)),
    });
    // Not before its delay.
    await queue.runDue(new Date(start.getTime() + retryDelayMs(1) - 1));
    expect(failures).toBe(1);
    await queue.runDue(new Date(start.getTime() + retryDelayMs(1)));
    await queue.runDue(at('2026-12-02T10:00:00Z'));
    expect(failures).toBe(3);
    expect(await rowOf('r:3')).toMatchObject({ status: 'failed', attempts: 3 });
    await queue.runDue(at('2026-12-09T10:00:00Z'));
    expect(failures).toBe(3);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
  });

  it('runs each job once when two processes look at the same moment', async () => {
    const ran: string[] = [];
    const slow = () => sleep(5);
    const first = process(ran, { batchSize: 3 }, slow);
    const second = process(ran, { batchSize: 3 }, slow);
    const runAt = at('2026-12-01T10:00:00Z');
    for (let index = 0; index < 12; index += 1) {
      await first.schedule({ kind: 'remind', key: `r:${index}`, runAt, payload: { to: index } });
    }
    const now = at('2026-12-01T10:00:01Z');
    const [a, b] = await Promise.all([first.runDue(now), second.runDue(now)]);
    expect(a + b).toBe(12);
    expect([...ran].sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `r:${index}:${index}`).sort(),
    );
  });

  it('leaves a claimed job to its process until the lease ends, then another takes it', async () => {
    const ran: string[] = [];
    const runAt = at('2026-12-01T10:00:00Z');
    // A process that claimed the job and stopped (crashed) before finishing it.
    await database.db.insert(jobs).values({
      kind: 'remind',
      key: 'r:4',
      runAt,
      payload: { to: 'mia' },
      attempts: 1,
      lockedUntil: at('2026-12-01T10:05:00Z'),
    });
    const queue = process(ran);
    expect(await queue.runDue(at('2026-12-01T10:04:59Z'))).toBe(0);
    expect(await queue.runDue(at('2026-12-01T10:05:00Z'))).toBe(1);
    expect(ran).toEqual(['r:4:mia']);
  });

  it('cancels a job not run yet, and refuses kinds it has no handler for', async () => {
    const ran: string[] = [];
    const queue = process(ran);
    await queue.schedule({ kind: 'remind', key: 'r:5', runAt: at('2026-12-01T10:00:00Z') });
    await queue.cancel('r:5');
    expect(await queue.runDue(at('2026-12-02T10:00:00Z'))).toBe(0);
    await expect(
      queue.schedule({ kind: 'unknown', key: 'u:1', runAt: at('2026-12-01T10:00:00Z') }),
    ).rejects.toThrow('No handler for job kind unknown');
  });

  it('runs work just scheduled at once when asked (runSoon), in a process that polls', async () => {
    const ran: string[] = [];
    // A poll far away: only runSoon can run the job within the test.
    const polling = process(ran, { pollIntervalMs: 3_600_000 });
    polling.start();
    await sleep(50); // the first look, at start, finds nothing
    await polling.schedule({
      kind: 'remind',
      key: 'r:soon',
      runAt: new Date(),
      payload: { to: 'mei' },
    });
    polling.runSoon();
    await expect.poll(() => ran).toEqual(['r:soon:mei']);
    await polling.stop();

    // A process that does not poll (the tests' app) runs nothing by itself.
    const idle = process(ran);
    await idle.schedule({
      kind: 'remind',
      key: 'r:idle',
      runAt: new Date(),
      payload: { to: 'ivan' },
    });
    idle.runSoon();
    await sleep(50);
    expect(ran).toEqual(['r:soon:mei']);
  });
});
