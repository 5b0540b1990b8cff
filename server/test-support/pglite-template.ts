import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migratedPglite, migrationsFolder, type DatabaseHandle } from '../db/database';
import { installJobTables } from '../jobs/job-engine';

/** An installed package's version. */
function versionOf(name: string): string {
  const path = join(import.meta.dirname, `../../node_modules/${name}/package.json`);
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}

/**
 * What a migrated database depends on: every migration file, PGlite's own version and the job
 * engine's (its tables are in the template too).
 */
function fingerprint(): string {
  const hash = createHash('sha256');
  hash.update(versionOf('@electric-sql/pglite')).update(versionOf('pg-boss'));
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, name);
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data directory, made once and kept in the system's temp folder under the
 * migrations' fingerprint: each test database starts from a copy of it instead of running every
 * migration again (about 1 s instead of 5 on this machine's two cores). Files of one run made at
 * once by two workers are each written whole, then renamed: the last one stays.
 */
async function loadTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `charter-pglite-template-${fingerprint()}.tar`);
  if (!existsSync(path)) {
    const client = await PGlite.create();
    await installJobTables((await migratedPglite(client)).jobConnection);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

/** The template, fingerprinted and read once per process (a file may open several databases). */
let template: Promise<Blob> | null = null;

/** A new in-memory PGlite database, migrated, started from the template. */
export async function openTemplatePglite(): Promise<DatabaseHandle> {
  template ??= loadTemplate().catch((error: unknown) => {
    template = null;
    throw error;
  });
  return migratedPglite(await PGlite.create({ loadDataDir: await template }));
}
