import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../config';
import { databaseBackend } from '../ops/ops-backends';
import { runOps, type OpsConnection } from '../ops/ops-cli';
import { connectOps } from '../ops/ops-connection';
import { holdDataDir, stopHolder } from './data-dir-holder';
import { TEST_PUBLIC_URL, type TestApp } from './test-app';

/** What a command printed and the exit code it ended with. */
export interface OpsRun {
  code: number;
  out: string[];
  err: string[];
}

/**
 * `npm run ops -- <args>` as the terminal runs it, keeping what it printed: by default on the
 * test app's database (documents and mail going where the app's go), or on `connect`.
 */
export function opsRunner(t: TestApp) {
  const onDatabase = async (): Promise<OpsConnection> => ({
    ...databaseBackend(t.database.db, {
      documents: t.app.services.documents,
      mailer: t.app.services.mailer,
      publicUrl: TEST_PUBLIC_URL,
      signing: t.app.services.signing,
      jobs: t.app.services.jobs,
      supportRequests: t.app.services.supportRequests,
      cipher: t.app.services.answerCipher,
    }),
    close: async () => {},
  });
  return async function ops(
    args: string[],
    connect: () => Promise<OpsConnection> = onDatabase,
  ): Promise<OpsRun> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOps(args, connect, {
      out: (line) => out.push(...line.split('\n')),
      err: (line) => err.push(...line.split('\n')),
    });
    return { code, out, err };
  };
}

/**
 * Runs `use` with the connection `npm run ops` makes while a server holds PGlite's DATA_DIR:
 * through that server's /ops routes (the test app, listening, made with `opsToken`). Once a
 * test file: the app listens from then on.
 */
export async function throughRunningServer(
  t: TestApp,
  opsToken: string,
  use: (connect: () => Promise<OpsConnection>) => Promise<void>,
): Promise<void> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'charter-ops-'));
  const server = await holdDataDir(dataDir, { role: 'server', opsUrl: url, opsToken });
  try {
    await use(() => connectOps(readConfig({ DATA_DIR: dataDir })));
  } finally {
    await stopHolder(server, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
