import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RUNTIME_CONFIG_PATH } from '../../src/domain/server-paths';
import { spawnCharter } from '../e2e/charter-server';

export interface ServerStartResult {
  /** The runtime that ran the server (`node --version`). */
  node: string;
  /** From the process's spawn to the first 200 from /config.json, on a new DATA_DIR. */
  ms: number;
  /** The same, started again on the DATA_DIR the first start made (a restart or deploy). */
  restartMs: number;
}

/**
 * Starts `server/index.ts` as `npm start` runs it (after its build check) on `node`, on a fresh
 * DATA_DIR (embedded PGlite, migrated and seeded at this first start), times it until
 * GET /config.json answers 200 and stops it; then starts it again on the same DATA_DIR, where
 * the database, the job engine's tables and the seed exist already, and times that too.
 */
export async function measureServerStart(node = process.execPath): Promise<ServerStartResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'charter-start-'));
  try {
    const ms = await timeOneStart(dataDir, node);
    const restartMs = await timeOneStart(dataDir, node);
    const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
    return { node: version, ms, restartMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One start on `dataDir`, from spawn to /config.json answering 200; the server is stopped. */
async function timeOneStart(dataDir: string, node: string): Promise<number> {
  const started = performance.now();
  const { child, url, output } = await spawnCharter(dataDir, {}, node);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
      if (Date.now() > deadline)
        throw new Error(`no answer from ${url} within 120 s:\n${output()}`);
      const answered = await fetch(`${url}${RUNTIME_CONFIG_PATH}`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (answered) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
