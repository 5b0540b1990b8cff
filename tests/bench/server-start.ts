import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RUNTIME_CONFIG_PATH } from '../../src/domain/server-paths';
import { spawnCharter } from '../e2e/charter-server';

export interface ServerStartResult {
  /** The runtime that ran the server (`node --version`). */
  node: string;
  /** From the process's spawn to the first 200 from /config.json. */
  ms: number;
}

/**
 * Starts `server/index.ts` as `npm start` runs it (after its build check) on `node`, on a fresh
 * DATA_DIR (embedded PGlite, migrated and seeded at this first start) and the built app, and
 * times it until GET /config.json answers 200; then stops it.
 */
export async function measureServerStart(node = process.execPath): Promise<ServerStartResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'charter-start-'));
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
      if (answered) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - started;
    return { node: execFileSync(node, ['--version'], { encoding: 'utf8' }).trim(), ms };
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
