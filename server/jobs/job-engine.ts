import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle, type JobWithMetadata, type TestClock } from 'pg-boss';
import type { Database, JobConnection } from '../db/database';
import { deadLetterQueue, JobBackOffice } from './job-back-office';
import type { JobHandler, JobPayload, JobRequest } from './job-request';
import { carryOverLegacyJobs } from './legacy-job-carry-over';
import { metrics } from '../metrics/metrics';

/**
 * A job's id, the same for the same key (a name-based UUID, RFC 9562 §5.8): pg-boss inserts a
 * job whose id exists already as nothing (ON CONFLICT DO NOTHING), so a key is scheduled once.
 */
export function jobIdOf(key: string): string {
  const hex = createHash('sha256').update(`charter-job:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * How long a finished job (and a dead letter) is kept: 400 days. Its id keeps the key used, so
 * a reminder planned again within the year of its due date is not sent twice.
 */
const KEEP_FINISHED_SECONDS = 400 * 86_400;

/**
 * Every queue's policy (decision 0066). Eight attempts, one minute after the first failure,
 * doubling, at most six hours apart; then the dead letters. A job held by a process that
 * stopped (killed, or the machine lost) is tried again once its lease lapses.
 */
const QUEUE_POLICY = {
  retryLimit: 7,
  retryDelay: 60,
  retryBackoff: true,
  deleteAfterSeconds: KEEP_FINISHED_SECONDS,
  notify: true,
} as const;

/** Set when a queue is made; pg-boss does not change it afterwards. */
const RETRY_DELAY_MAX_SECONDS = 6 * 3600;

export interface JobEngineOptions {
  /** How often an idle worker looks for due jobs (new work also wakes it through NOTIFY). */
  pollIntervalMs?: number;
  /** How long a running job is left to its process before another may take it. */
  leaseSeconds?: number;
  /** The tests' clock: nothing runs by itself; runDue(now) runs what is due at `now`. */
  clock?: TestClock;
  /** How often cron schedules are checked and their jobs sent (pg-boss's default: 30 s and 5 s). */
  cronCheckSeconds?: number;
}

const DEFAULT_LEASE_SECONDS = 5 * 60;

/**
 * How long a recurring kind's finished runs are kept: no key of theirs is scheduled again (each
 * run is its own moment), so an hour of them is enough to see what ran.
 */
const RECURRING_RETENTION_SECONDS = 3600;

/**
 * How often pg-boss's supervisor looks for jobs whose lease lapsed (and does its upkeep): every
 * minute, its default, or every lease when leases are shorter, so a job of a killed process is
 * taken again within about one lease after it lapsed.
 */
function superviseSeconds(leaseSeconds: number): number {
  return Math.max(1, Math.min(60, leaseSeconds));
}

/** A job as the engine keeps it. */
export interface KeptJob {
  key: string;
  runAt: Date;
  /** created, retry, active, completed, cancelled or failed (pg-boss's states). */
  state: string;
  attempts: number;
  payload: JobPayload;
}
type FetchedJob = JobWithMetadata<JobPayload>;

/** pg-boss's statements on the caller's connection: inside its transaction when it is one. */
function inTransaction(db: Database) {
  return fromDrizzle(db as unknown as Parameters<typeof fromDrizzle>[0], sql);
}

/** Makes the engine's tables (or brings them up to date) without starting it: a database template. */
export async function installJobTables(connection: JobConnection): Promise<void> {
  const boss = new PgBoss({ ...connection, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

/**
 * Durable jobs on pg-boss (decision 0066), on Postgres and embedded PGlite alike: a job is
 * scheduled once (its key), in the caller's transaction when given one; it survives restarts,
 * runs in one process at a time, is retried with backoff when its handler throws, lands in its
 * kind's dead letters when its attempts are spent, and is done once its handler returns.
 */
export class JobEngine {
  private readonly handlers = new Map<string, JobHandler>();
  /** The kinds run on a cron expression, by pg-boss's schedules. */
  private readonly crons = new Map<string, string>();
  /** The kinds run every few seconds, each run scheduling the next (see repeat). */
  private readonly periods = new Map<string, number>();
  private readonly boss: PgBoss;
  private started: Promise<void> | null = null;
  /** The back office's view of these jobs: queues, counts, dead letters, redrive. */
  readonly backOffice: JobBackOffice;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    connection: JobConnection,
    private readonly options: JobEngineOptions = {},
  ) {
    const supervisePass = superviseSeconds(options.leaseSeconds ?? DEFAULT_LEASE_SECONDS);
    this.boss = new PgBoss({
      ...connection,
      superviseIntervalSeconds: supervisePass,
      monitorIntervalSeconds: supervisePass,
      ...(options.clock ? { clock: options.clock } : {}),
      useListenNotify: !options.clock,
      // The tests' clock moves only when a test moves it: no maintenance or schedules there.
      supervise: !options.clock,
      schedule: !options.clock,
      ...(options.cronCheckSeconds
        ? {
            cronMonitorIntervalSeconds: options.cronCheckSeconds,
            cronWorkerIntervalSeconds: options.cronCheckSeconds,
          }
        : {}),
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job engine error'));
    this.backOffice = new JobBackOffice(this.boss, connection.schema);
  }

  /** Names the handler of a kind of job; every process defines the same ones before start. */
  define(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} is defined twice`);
    if (this.started) throw new Error(`Job kind ${kind} is defined after the engine started`);
    this.handlers.set(kind, handler);
  }

  /**
   * Runs a kind on a 5-field cron expression (UTC), in one process per occurrence however many
   * run: pg-boss's schedule, which its timekeeper sends once (it throttles each occurrence to one
   * job). A process on the tests' clock sends none by itself.
   */
  every(kind: string, cron: string, handler: JobHandler): void {
    this.define(kind, handler);
    this.crons.set(kind, cron);
  }

  /**
   * Runs a kind every `periodSeconds`, for periods below the minute cron can express (pg-boss
   * checks schedules every 30 s and throttles them to one a minute). Each run is a job keyed by
   * the moment it is for, a multiple of the period since the epoch: every process schedules the
   * next moment at start, and each run schedules the one after its own `now` before doing its
   * work, so processes that start at different times still schedule the same keys and there is
   * one chain between them (a second job for a moment is refused by its key). A run that
   * throws or whose process dies does not break the chain (its successor is already there),
   * and runs missed while nothing was up collapse into one, as they all schedule the same next
   * moment.
   */
  repeat(kind: string, periodSeconds: number, handler: JobHandler): void {
    this.define(kind, async (payload, context) => {
      await this.scheduleNextRun(kind, context.now);
      await handler(payload, context);
    });
    this.periods.set(kind, periodSeconds);
  }

  /** The kinds defined, in the order they were. */
  kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /**
   * Opens the engine: its tables (made or brought up to date), a queue and a dead-letter queue
   * per kind, then, when `work` is set, a worker per kind in this process. Once.
   */
  start({ work }: { work: boolean }): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      if (this.kinds().length === 0) return;
      await this.prepareQueues();
      for (const [kind, cron] of this.crons) await this.boss.schedule(kind, cron);
      const now = new Date(this.options.clock?.now() ?? Date.now());
      for (const kind of this.periods.keys()) await this.scheduleNextRun(kind, now);
      await carryOverLegacyJobs(this.db, this.kinds(), this, this.log);
      if (work) for (const kind of this.kinds()) await this.work(kind);
    })();
    return this.started;
  }

  /**
   * Schedules a job, inside the caller's transaction when given one (kept only with what asked
   * for it). Resolves false when a job with the key exists already, whatever its state.
   */
  async schedule(job: JobRequest, db?: Database): Promise<boolean> {
    if (!this.handlers.has(job.kind)) throw new Error(`No handler for job kind ${job.kind}`);
    const id = await this.boss.send(job.kind, job.payload ?? {}, {
      id: jobIdOf(job.key),
      singletonKey: job.key,
      startAfter: job.runAt,
      ...(db ? { db: inTransaction(db) } : {}),
    });
    return id !== null;
  }

  /** Schedules each job (see schedule); resolves with how many were new. */
  async scheduleAll(jobs: readonly JobRequest[], db?: Database): Promise<number> {
    let added = 0;
    for (const job of jobs) if (await this.schedule(job, db)) added += 1;
    return added;
  }

  /**
   * Drops a job not run yet (a reminder whose request was signed or withdrawn), so its key may
   * be scheduled again; one already run or running stays.
   */
  async cancel(kind: string, key: string, db?: Database): Promise<void> {
    const connection = db ? { db: inTransaction(db) } : {};
    const [job] = await this.boss.findJobs(kind, { id: jobIdOf(key), ...connection });
    if (job && (job.state === 'created' || job.state === 'retry')) {
      await this.boss.deleteJob(kind, job.id, connection);
    }
  }

  /**
   * Records a job as done without running it (a job the old queue ran, carried over): its key
   * stays used, so scheduling it again keeps this one.
   */
  async recordDone(job: JobRequest, db?: Database): Promise<void> {
    await this.schedule(job, db);
    await this.boss.complete(job.kind, jobIdOf(job.key), null, {
      includeQueued: true,
      ...(db ? { db: inTransaction(db) } : {}),
    });
  }

  /** The jobs of a kind, oldest first (at most 1000): the back office's and the tests' view. */
  async jobsOf(kind: string): Promise<KeptJob[]> {
    const found = await this.boss.findJobs<JobPayload>(kind);
    return found.map((job) => ({
      key: job.singletonKey ?? job.id,
      runAt: job.startAfter,
      state: job.state,
      attempts: job.retryCount + (job.state === 'created' ? 0 : 1),
      payload: job.data,
    }));
  }

  /**
   * Runs every job due at `now` in this process, on the tests' clock (which it moves to `now`);
   * resolves with how many ran.
   */
  async runDue(now: Date): Promise<number> {
    const { clock } = this.options;
    if (!clock) throw new Error('runDue needs the tests’ clock');
    if (clock.now() !== now.getTime()) await clock.setTime(now);
    let ran = 0;
    for (;;) {
      let ranThisPass = 0;
      for (const kind of this.kinds()) {
        const due = await this.boss.fetch<JobPayload>(kind, {
          batchSize: 20,
          includeMetadata: true,
        });
        for (const job of due) await this.runFetched(kind, job, now);
        ranThisPass += due.length;
      }
      if (ranThisPass === 0) return ran;
      ran += ranThisPass;
    }
  }

  /** Resolves once the engine has started (the readiness probe's check); rejects before. */
  async ready(): Promise<void> {
    if (!this.started) throw new Error('The job engine has not started');
    await this.started;
  }

  /** Stops taking jobs, waits for the ones running here (up to 30 s), and closes. */
  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    await this.boss.stop({ graceful: true, timeout: 30_000 });
  }

  /**
   * A queue and a dead-letter queue per kind, as this process's options say, from one read of
   * those there are: a missing one is made; one an earlier start made with other options (a
   * lease JOB_LEASE_SECONDS changed since) takes this start's, for the jobs scheduled from now on.
   */
  private async prepareQueues(): Promise<void> {
    const existing = new Map((await this.boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const kind of this.kinds()) {
      const deadLetter = deadLetterQueue(kind);
      if (!existing.has(deadLetter)) {
        await this.boss.createQueue(deadLetter, { deleteAfterSeconds: KEEP_FINISHED_SECONDS });
      }
      const options = {
        ...QUEUE_POLICY,
        ...(this.isRecurring(kind) ? { deleteAfterSeconds: RECURRING_RETENTION_SECONDS } : {}),
        expireInSeconds: this.options.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
      };
      const queue = existing.get(kind);
      if (!queue) {
        await this.boss.createQueue(kind, {
          ...options,
          retryDelayMax: RETRY_DELAY_MAX_SECONDS,
          deadLetter,
        });
      } else if (
        Object.entries(options).some(([name, value]) => queue[name as keyof typeof queue] !== value)
      ) {
        await this.boss.updateQueue(kind, options);
      }
    }
  }

  private isRecurring(kind: string): boolean {
    return this.crons.has(kind) || this.periods.has(kind);
  }

  /** Schedules a repeated kind's run at the first multiple of its period after `now`. */
  private async scheduleNextRun(kind: string, now: Date): Promise<void> {
    const periodMs = this.periods.get(kind)! * 1000;
    const runAt = new Date((Math.floor(now.getTime() / periodMs) + 1) * periodMs);
    await this.schedule({ kind, key: `${kind}@${runAt.toISOString()}`, runAt });
  }

  private async work(kind: string): Promise<void> {
    const pollSeconds = Math.max(0.5, (this.options.pollIntervalMs ?? 15_000) / 1000);
    await this.boss.work(
      kind,
      {
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: pollSeconds,
        // NOTIFY wakes a worker for new jobs only: one deferred (a retry's backoff, a reminder's
        // day) is found by polling, which pg-boss slows to 30 s while NOTIFY is on unless told.
        notifyPollingIntervalSeconds: pollSeconds,
      },
      async ([job]: FetchedJob[]) => {
        if (job) await this.handle(kind, job, new Date());
      },
    );
  }

  /** Runs a job's handler; an attempt that throws is counted (the metrics) and rethrown. */
  private async handle(kind: string, job: FetchedJob, now: Date): Promise<void> {
    const handler = this.handlers.get(kind)!;
    try {
      await handler(job.data, {
        db: this.db,
        log: this.log,
        now,
        key: job.singletonKey ?? job.id,
        attempt: job.retryCount + 1,
      });
    } catch (error) {
      metrics.jobFailures.inc({ kind });
      throw error;
    }
  }

  private async runFetched(kind: string, job: FetchedJob, now: Date): Promise<void> {
    try {
      await this.handle(kind, job, now);
      await this.boss.complete(kind, job.id);
    } catch (error) {
      this.log.warn(
        { err: error, job: job.singletonKey, attempt: job.retryCount + 1 },
        'job failed',
      );
      const message = error instanceof Error ? error.message : String(error);
      await this.boss.fail(kind, job.id, { message });
    }
  }
}
