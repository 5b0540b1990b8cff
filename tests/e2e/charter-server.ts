import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DEMO_EMAIL = 'demo@charter.test';
export const DEMO_PASSWORD = 'Charter-demo-2026!';

export interface RunningServer {
  url: string;
  /** `npm run ops -- <args>` against this server's data; resolves with what it printed. */
  ops(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the real server (built PWA, embedded PGlite in a fresh temporary folder, embedded
 * identity provider with the demo owner) on a free port, exactly as `npm start` runs it.
 */
export async function startCharter(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'charter-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      STATIC_DIR: 'dist',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 60_000;
  while (!output.includes('Charter is running')) {
    if (child.exitCode !== null) throw new Error(`Charter exited during start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`Charter did not start within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
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
      let code = child.exitCode;
      if (code === null) {
        const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        code = await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      // Graceful shutdown on SIGTERM: every journey's server must exit cleanly.
      if (code !== 0) throw new Error(`Charter exited with ${code} after SIGTERM:\n${output}`);
    },
  };
}
