import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromPglite, type ConstructorOptions } from 'pg-boss';
import { PRIVATE_FOLDER, tightenTree } from '../data-dir/private-data-dir';
import * as schema from './schema';
import { guardPgliteParameters, guardPoolParameters } from './text-parameters';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the job engine (pg-boss) keeps its tables: a schema of its own beside Charter's. */
export const JOB_SCHEMA = 'charter_jobs';

/** How the job engine reaches this database: its own pool on Postgres, the PGlite in use. */
export type JobConnection = Pick<
  ConstructorOptions,
  'db' | 'connectionString' | 'backend' | 'max'
> & {
  schema: string;
};

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  jobConnection: JobConnection;
  close(): Promise<void>;
}

/** The schema's migrations, applied in order by every database Charter opens. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: the advisory lock that serialises migrations across server processes. */
const MIGRATION_LOCK_ID = 7_320_501;

export interface OpenDatabaseOptions {
  /** postgres://... for a Postgres server; otherwise embedded PGlite. */
  url: string | null;
  /** PGlite's directory; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Postgres only: a schema of its own (tests run suites side by side in one database). */
  schema?: string;
}

/** Opens the database and brings it to the latest migration. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.schema) : openPglite(options.dataDir);
}

/** Where embedded PGlite keeps its files inside DATA_DIR. */
export function pgliteDirectory(dataDir: string): string {
  return `${dataDir}/pglite`;
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(dataDir, PRIVATE_FOLDER);
  const handle = await migratedPglite(
    await PGlite.create(onDisk ? pgliteDirectory(dataDir) : undefined),
  );
  // PGlite gives the files it creates mode 0666 whatever the umask; its folder is owner-only
  // (so are the files it makes later), and what it made so far is tightened to match.
  if (onDisk) tightenTree(pgliteDirectory(dataDir));
  return handle;
}

/**
 * An open PGlite brought to the latest migration. The suite also opens its databases here, from
 * a copy already migrated (server/test-support/pglite-template.ts), where this finds nothing
 * left to apply.
 */
export async function migratedPglite(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite(guardPgliteParameters(client), { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    jobConnection: { db: fromPglite(client), backend: 'pglite', schema: JOB_SCHEMA },
    close: () => client.close(),
  };
}

/** The job engine's schema beside a schema of the tests' own. */
export function jobSchemaBeside(schema: string): string {
  return `${schema}_jobs`;
}

async function openPostgres(url: string, searchPath?: string): Promise<DatabaseHandle> {
  if (searchPath) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`CREATE SCHEMA IF NOT EXISTS "${searchPath}"`);
    await setup.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path="${searchPath}"` } : {}),
  });
  const db = drizzlePostgres(guardPoolParameters(pool), { schema }) as unknown as Database;
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(db as never, {
      migrationsFolder,
      ...(searchPath ? { migrationsSchema: searchPath } : {}),
    });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    lock.release();
  }
  return {
    db,
    kind: 'postgres',
    jobConnection: {
      connectionString: url,
      max: 4,
      schema: searchPath ? jobSchemaBeside(searchPath) : JOB_SCHEMA,
    },
    close: () => pool.end(),
  };
}
