import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { TestClock } from 'pg-boss';
import { buildApp, type BuildOptions } from '../app';
import { readConfig } from '../config';
import { jobSchemaBeside, openDatabase, type DatabaseHandle } from '../db/database';
import { openTemplatePglite } from './pglite-template';

export const TEST_PUBLIC_URL = 'http://charter.test';
/**
 * The payments sandbox's secret key in the suite, configured as a deployment may (a server
 * without PAYMENTS_SECRET_KEY makes its own: tests/abuse/edge-deployment-defaults.test.ts).
 */
export const TEST_PAYMENTS_SECRET_KEY = 'sk_test_charter_suite';

/**
 * Opens the database the suite runs against: embedded PGlite in memory, or, in the
 * server-postgres project, a schema of its own in TEST_DATABASE_URL.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const target = process.env.CHARTER_TEST_DB ?? 'pglite';
  if (target === 'pglite') {
    const handle = await openTemplatePglite();
    return { ...handle, drop: handle.close };
  }
  return openScratchPostgres(target, 'test');
}

/**
 * A database of its own on the Postgres at `url`: a schema named `<prefix>_<random>` (and the
 * job engine's beside it), migrated; `drop` closes it and drops both.
 */
export async function openScratchPostgres(
  url: string,
  prefix: string,
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const schema = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const handle = await openDatabase({ url, dataDir: '', schema });
  return {
    ...handle,
    async drop() {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.query(`DROP SCHEMA IF EXISTS "${jobSchemaBeside(schema)}" CASCADE`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  /** The app's DATA_DIR, a folder of its own (mail, documents), removed on close. */
  dataDir: string;
  /** Everything the server logged, for assertions that secrets never appear. */
  logs(): string;
  /** Runs a request and answers it with what the server logged meanwhile. */
  loggedDuring<T>(request: () => Promise<T>): Promise<{ response: T; logged: string }>;
  /** The job engine's clock (another app on the same database shares it: one clock per schema). */
  jobClock: TestClock;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  database?: DatabaseHandle & { drop(): Promise<void> },
  /** The back-office endpoint's secret, as a server on embedded PGlite makes one. */
  options: Pick<BuildOptions, 'opsToken' | 'onRoute' | 'jobClock'> = {},
): Promise<TestApp> {
  const db = database ?? (await openTestDatabase());
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'charter-test-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    STATIC_DIR: '',
    LOG_LEVEL: 'info',
    DEMO_OWNER: 'false',
    PAYMENTS_SECRET_KEY: TEST_PAYMENTS_SECRET_KEY,
    // A busy test machine must not shed the suite's requests; the shedding test turns it on.
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const stream = new PassThrough();
  let logged = '';
  stream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
  // Jobs run when a test runs them (app.services.jobs.runDue), at the moment it chooses.
  const jobClock = options.jobClock ?? new TestClock();
  const app = await buildApp(config, db, { ...options, logStream: stream, jobClock });
  await app.ready();
  return {
    app,
    database: db,
    dataDir,
    logs: () => logged,
    async loggedDuring(request) {
      const before = logged.length;
      const response = await request();
      return { response, logged: logged.slice(before) };
    },
    jobClock,
    async close() {
      await app.close();
      if (!database) await db.drop();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
