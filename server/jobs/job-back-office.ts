import type { PgBoss } from 'pg-boss';
import type { JobPayload } from './job-request';

/** The queue a kind's jobs go to once their attempts are spent, for the back office to see. */
export function deadLetterQueue(kind: string): string {
  return `${kind}.dead`;
}

const DEAD_SUFFIX = deadLetterQueue('');

/** The kind whose dead letters a queue keeps. */
function kindOfDeadQueue(deadQueue: string): string {
  return deadQueue.slice(0, -DEAD_SUFFIX.length);
}

/** The prefix of the queues pg-boss keeps for itself. */
const PG_BOSS_OWN_QUEUES = '__pgboss__';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A job whose attempts were spent, as its kind's dead letters keep it until redriven. */
export interface DeadLetterJob {
  id: string;
  kind: string;
  /** When it landed in the dead letters. */
  deadSince: Date;
  payload: JobPayload;
  /** Why its last attempt failed; null when pg-boss kept no message. */
  lastError: string | null;
}

/**
 * The back office's view of the jobs (`npm run ops -- jobs`): the queues and their counts, the
 * dead letters and their last errors, and redriving one. It reads pg-boss's tables of the
 * engine it belongs to (JobEngine.backOffice), in any process, working or not.
 */
export class JobBackOffice {
  constructor(
    private readonly boss: PgBoss,
    /** The schema of pg-boss's tables. */
    private readonly schema: string,
  ) {}

  /**
   * How many jobs each queue holds in each pg-boss state, counted now in pg-boss's own table
   * (its cached queue counts are refreshed only by a supervising process): the back office's view.
   */
  async stateCounts(): Promise<{ queue: string; state: string; count: number }[]> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(
        `select name as queue, state::text as state, count(*)::int as count from "${this.schema}".job group by name, state order by name, state`,
      );
    return rows as { queue: string; state: string; count: number }[];
  }

  /**
   * How many jobs each queue holds due and not yet taken (created or to retry, their moment
   * come), dead letters included, pg-boss's own left out: the metrics' queue depth, read on each scrape. One count on
   * pg-boss's index of waiting jobs (by name, for states before active, with start_after).
   */
  async queueDepths(): Promise<{ queue: string; count: number }[]> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(
        `select name as queue, count(*)::int as count from "${this.schema}".job where state < 'active' and start_after <= now() and not starts_with(name, '${PG_BOSS_OWN_QUEUES}') group by name order by name`,
      );
    return rows as { queue: string; count: number }[];
  }

  /** The kinds with a queue in the database (other processes' too), by name. */
  async queueKinds(): Promise<string[]> {
    return (await this.queueNames()).filter((name) => !name.endsWith(DEAD_SUFFIX));
  }

  /** Every dead letter, oldest first, with why the job it was copied from failed last. */
  async deadLetters(): Promise<DeadLetterJob[]> {
    const letters: DeadLetterJob[] = [];
    for (const deadQueue of await this.deadQueues()) {
      for (const job of await this.boss.findJobs<JobPayload>(deadQueue)) {
        const kind = job.sourceName ?? kindOfDeadQueue(deadQueue);
        letters.push({
          id: job.id,
          kind,
          deadSince: job.createdOn,
          payload: job.data,
          lastError: job.sourceId ? await this.lastError(kind, job.sourceId) : null,
        });
      }
    }
    return letters.sort((a, b) => a.deadSince.getTime() - b.deadSince.getTime());
  }

  /**
   * Puts a dead letter back in its kind's queue (pg-boss's redrive): a new job with its payload
   * and key, due at once, with a new round of attempts. Resolves with the kind, or null when no
   * dead letter has that id.
   */
  async redrive(id: string): Promise<string | null> {
    if (!UUID.test(id)) return null;
    for (const deadQueue of await this.deadQueues()) {
      const [job] = await this.boss.findJobs(deadQueue, { id });
      if (!job) continue;
      const moved = await this.boss.redrive(deadQueue, { ids: [id], limit: 1 });
      return moved === 0 ? null : (job.sourceName ?? kindOfDeadQueue(deadQueue));
    }
    return null;
  }

  /** The queues in the database, pg-boss's own left out, by name. */
  private async queueNames(): Promise<string[]> {
    return (await this.boss.getQueues())
      .map((queue) => queue.name)
      .filter((name) => !name.startsWith(PG_BOSS_OWN_QUEUES))
      .sort();
  }

  private async deadQueues(): Promise<string[]> {
    return (await this.queueNames()).filter((name) => name.endsWith(DEAD_SUFFIX));
  }

  /** Why a job failed last, as pg-boss kept it (its output's message). */
  private async lastError(kind: string, id: string): Promise<string | null> {
    const [job] = await this.boss.findJobs(kind, { id });
    const output = job?.output as { message?: unknown } | null | undefined;
    return typeof output?.message === 'string' ? output.message : null;
  }
}
