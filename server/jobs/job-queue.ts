import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { jobs } from '../db/schema';

/** Work to do once, later: its handler, what makes it once, when and with what. */
export interface JobRequest {
  kind: string;
  /** Unique: scheduling a second job with a key already used keeps the first. */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

export interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
  /** The moment the queue runs the job at (the tests' clock). */
  now: Date;
  key: string;
  /** 1 the first time it runs, 2 after one failure… */
  attempt: number;
}

/**
 * Does a job's work. Throwing schedules another attempt; a job whose effect was already had
 * (a reminder for a request since signed) returns without doing it again.
 */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

export interface JobQueueOptions {
  /** How often each process looks for due jobs. */
  pollIntervalMs?: number;
  /** How long a claimed job is left to the process that claimed it before another takes it. */
  leaseMs?: number;
  /** After this many failed attempts the job is given up (status failed, its error kept). */
  maxAttempts?: number;
  /** How many due jobs one look takes. */
  batchSize?: number;
}

const DEFAULTS = {
  pollIntervalMs: 15_000,
  leaseMs: 5 * 60_000,
  maxAttempts: 8,
  batchSize: 20,
} satisfies Required<JobQueueOptions>;

/**
 * Writes jobs as JobQueue.schedule does, for callers with no queue at hand (a formation
 * status change, which the back office also makes from its own process): every process
 * defines the kinds at start. A key already used keeps its job; resolves with how many were new.
 */
export async function enqueueJobs(db: Database, requests: readonly JobRequest[]): Promise<number> {
  if (requests.length === 0) return 0;
  const inserted = await db
    .insert(jobs)
    .values(
      requests.map((job) => ({
        kind: job.kind,
        key: job.key,
        runAt: job.runAt,
        payload: job.payload ?? {},
      })),
    )
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return inserted.length;
}

/** One minute after the first failure, doubling, at most six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Durable jobs in the database (decision 0047): the Postgres queue that pg-boss and
 * graphile-worker are built on, claimed with FOR UPDATE SKIP LOCKED under a lease, which runs
 * the same on embedded PGlite and on Postgres behind several processes. A job is scheduled
 * once (its key), survives restarts (it is a row), runs in one process at a time (the claim),
 * is retried with backoff when its handler throws, and is done once its handler returns.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly options: Required<JobQueueOptions>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  /** runSoon was asked while a look was under way: look once more when it ends. */
  private lookAgain = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: JobQueueOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Names the handler of a kind of job; every process defines the same ones at start. */
  define(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} is defined twice`);
    this.handlers.set(kind, handler);
  }

  /**
   * Schedules a job, inside the caller's transaction when given one (kept only with what asked
   * for it). Resolves false when a job with the key exists already, whatever its state.
   */
  async schedule(job: JobRequest, db: Database = this.db): Promise<boolean> {
    if (!this.handlers.has(job.kind)) throw new Error(`No handler for job kind ${job.kind}`);
    return (await enqueueJobs(db, [job])) > 0;
  }

  /** Drops a job not run yet (a reminder whose request was signed or withdrawn). */
  async cancel(key: string, db: Database = this.db): Promise<void> {
    await db.delete(jobs).where(and(eq(jobs.key, key), eq(jobs.status, 'pending')));
  }

  /** Runs every job due at `now`, in this process; resolves with how many ran. */
  async runDue(now = new Date()): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await this.claim(now);
      for (const job of claimed) await this.run(job, now);
      ran += claimed.length;
      if (claimed.length < this.options.batchSize) return ran;
    }
  }

  /** Looks for due jobs every poll interval until the app closes. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.pollIntervalMs);
    this.timer.unref();
    void this.tick();
  }

  /**
   * Looks for due jobs now rather than at the next poll, in a process that polls: for work just
   * committed (a signing request's mail). The poll would find it anyway; this only saves the wait.
   */
  runSoon(): void {
    if (!this.timer) return;
    if (this.running) {
      this.lookAgain = true;
      return;
    }
    void this.tick();
  }

  /** Stops looking, and waits for the jobs this process is running. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.runDue().catch((error: unknown) => {
      this.log.error({ err: error }, 'running due jobs failed');
      return 0;
    });
    await this.running;
    this.running = null;
    if (this.lookAgain && this.timer) {
      this.lookAgain = false;
      void this.tick();
    }
  }

  /** Takes due jobs no other process holds, holding them for the lease. */
  private async claim(now: Date): Promise<ClaimedJob[]> {
    const leaseEnd = new Date(now.getTime() + this.options.leaseMs);
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        sql`${jobs.status} = 'pending' and ${jobs.runAt} <= ${now} and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now})`,
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(this.options.batchSize)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(jobs)
      .set({ lockedUntil: leaseEnd, attempts: sql`${jobs.attempts} + 1` })
      .where(sql`${jobs.id} in ${due}`)
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        key: jobs.key,
        payload: jobs.payload,
        attempts: jobs.attempts,
      });
    return (claimed as ClaimedJob[]).sort((a, b) => a.id - b.id);
  }

  private async run(job: ClaimedJob, now: Date): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, {
        db: this.db,
        log: this.log,
        now,
        key: job.key,
        attempt: job.attempts,
      });
      await this.db
        .update(jobs)
        .set({ status: 'done', finishedAt: now, lockedUntil: null, lastError: null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const spent = job.attempts >= this.options.maxAttempts;
      this.log.warn({ err: error, job: job.key, attempt: job.attempts }, 'job failed');
      await this.db
        .update(jobs)
        .set(
          spent
            ? { status: 'failed', finishedAt: now, lockedUntil: null, lastError: message }
            : {
                runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
                lockedUntil: null,
                lastError: message,
              },
        )
        .where(eq(jobs.id, job.id));
    }
  }
}
