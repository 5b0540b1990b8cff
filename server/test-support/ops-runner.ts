import { databaseBackend } from '../ops/ops-backends';
import { runOps, type OpsConnection } from '../ops/ops-cli';
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
