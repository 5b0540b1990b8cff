import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pino } from 'pino';
import { migratedPglite, type DatabaseHandle } from '../../server/db/database';
import { JobEngine } from '../../server/jobs/job-engine';
import { openScratchPostgres } from '../../server/test-support/test-app';
import { percentile } from './stats';

/** Jobs measured, scheduled one after the other. */
export const JOBS = 200;
/** Where the bench looks for Postgres when TEST_DATABASE_URL is not set: this machine's. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

export interface JobLatencyResult {
  jobs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The Postgres the bench measures on, or null when none answers. */
export async function benchPostgresUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A working JobEngine (as a server's: NOTIFY wakes it, polling every 15 s otherwise) on a fresh
 * database: JOBS jobs scheduled one by one, each waited for; the time from schedule() resolving
 * to its handler starting.
 */
async function measureOn(database: DatabaseHandle): Promise<JobLatencyResult> {
  const engine = new JobEngine(database.db, pino({ level: 'silent' }), database.jobConnection, {
    pollIntervalMs: 15_000,
  });
  let started: (at: number) => void = () => undefined;
  engine.define('bench', async () => started(performance.now()));
  await engine.start({ work: true });
  const latencies: number[] = [];
  try {
    for (let index = 0; index < JOBS; index += 1) {
      const handlerStarted = new Promise<number>((resolve) => (started = resolve));
      await engine.schedule({ kind: 'bench', key: `bench:${index}`, runAt: new Date() });
      const scheduled = performance.now();
      latencies.push(Math.max(0, (await handlerStarted) - scheduled));
    }
  } finally {
    await engine.stop();
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    jobs: JOBS,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1)!,
  };
}

/** On embedded PGlite in memory. */
export async function measureJobLatencyPglite(): Promise<JobLatencyResult> {
  const database = await migratedPglite(await PGlite.create());
  try {
    return await measureOn(database);
  } finally {
    await database.close();
  }
}

/** On Postgres at `url`, in a schema of its own, dropped afterwards. */
export async function measureJobLatencyPostgres(url: string): Promise<JobLatencyResult> {
  const database = await openScratchPostgres(url, 'bench');
  try {
    return await measureOn(database);
  } finally {
    await database.drop();
  }
}
