import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DEMO_EMAIL = 'demo@charter.test';
export const DEMO_PASSWORD = 'Charter-demo-2026!';

export interface RunningServer {
  url: string;
  /** The server's DATA_DIR (its mail folder is DATA_DIR/mail). */
  dataDir: string;
  /** `npm run ops -- <args>` against this server's data; resolves with what it printed. */
  ops(...args: string[]): Promise<string>;
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL), as a crash or a lost machine would stop it. */
  crash(): Promise<void>;
}

/** Whether `port` (0: any) can be listened on; resolves with the port listened on, or null. */
function probePort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', () => resolve(null));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/**
 * A port nothing listens on: any the system gives, or the first free one of
 * CHARTER_TEST_PORTS ('8120-8129') when several checkouts on one machine share out the ports.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.CHARTER_TEST_PORTS ?? '');
  if (!range) {
    const port = await probePort(0);
    if (port === null) throw new Error('no port');
    return port;
  }
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if ((await probePort(port)) !== null) return port;
  }
  throw new Error(`No free port in CHARTER_TEST_PORTS=${process.env.CHARTER_TEST_PORTS}`);
}

/** A server process on a data folder the caller owns; `stop` leaves the folder. */
interface ServerProcess {
  url: string;
  stop(): Promise<void>;
  crash(): Promise<void>;
}

/** A server process as spawned, with what it printed so far. */
export interface SpawnedCharter {
  child: ChildProcess;
  url: string;
  output(): string;
}

/**
 * Spawns `server/index.ts` (built PWA, DATA_DIR `dataDir`, embedded identity provider) on a free
 * port, exactly as `npm start` runs it, on `node` (this process's by default).
 */
export async function spawnCharter(
  dataDir: string,
  env: Record<string, string>,
  node = process.execPath,
): Promise<SpawnedCharter> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(node, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      STATIC_DIR: 'dist',
      LOG_LEVEL: 'warn',
      // No balancer to drain for: a journey's server stops at once on SIGTERM.
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, url, output: () => output };
}

/**
 * Runs the server (spawnCharter) with the demo owner; resolves once it serves.
 */
async function launch(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const { child, url, output: printed } = await spawnCharter(dataDir, env);
  const deadline = Date.now() + 60_000;
  while (!printed().includes('Charter is running')) {
    if (child.exitCode !== null) throw new Error(`Charter exited during start:\n${printed()}`);
    if (Date.now() > deadline) throw new Error(`Charter did not start within 60 s:\n${printed()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    async stop() {
      let code = child.exitCode;
      if (code === null) {
        const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        code = await exited;
      }
      // Graceful shutdown on SIGTERM: every journey's server must exit cleanly.
      if (code !== 0) throw new Error(`Charter exited with ${code} after SIGTERM:\n${printed()}`);
    },
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Fills `dataDir` with what a server's first start writes there (the migrated database, its
 * keys, the demo owner, the seeded catalogue and businesses), by starting one on it with the
 * default environment and stopping it. A journey's server then starts from a copy in a few
 * seconds instead of migrating and seeding again (half of its start on this machine).
 */
export async function makeDataTemplate(dataDir: string): Promise<void> {
  const server = await launch(dataDir, {});
  // The Business Hub is loaded in the template, so no journey's server renders it again: any
  // call of the content service waits for the load (a featured image needs no token).
  await fetch(`${server.url}/content/v1/articles/articles/1/featured-image`);
  await server.stop();
}

/**
 * Starts the real server on a fresh temporary data folder: a copy of `template`
 * (makeDataTemplate) when given, which the environment's variables must not change, or empty.
 */
export async function startCharter(
  env: Record<string, string> = {},
  template?: string,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'charter-e2e-'));
  if (template) cpSync(template, dataDir, { recursive: true });
  const server = await launch(dataDir, env);
  return {
    url: server.url,
    dataDir,
    ops: (...args) =>
      new Promise((resolve, reject) => {
        const command = spawn(
          process.execPath,
          ['--import', 'tsx', 'server/ops/main.ts', ...args],
          {
            env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let printed = '';
        command.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
        command.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
        command.on('error', reject);
        command.on('exit', (code) =>
          code === 0 ? resolve(printed) : reject(new Error(`ops ${args.join(' ')}: ${printed}`)),
        );
      }),
    async stop() {
      try {
        await server.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    async crash() {
      await server.crash();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
