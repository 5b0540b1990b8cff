import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { freePort } from '../e2e/charter-server';

export interface DebugChromium {
  port: number;
  /** Browser version as reported by the DevTools endpoint, e.g. "Chrome/156.0.8078.79". */
  version: string;
  close(): Promise<void>;
}

/**
 * Starts Debian Chromium with a remote-debugging port and a throw-away profile, for tools that
 * connect over CDP (Lighthouse, playwright-core's connectOverCDP).
 */
export async function launchDebugChromium(): Promise<DebugChromium> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'charter-bench-chromium-'));
  const child: ChildProcess = spawn(
    findChromium(),
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Own process group, so closing ends the renderer and helper processes too.
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(profile, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      const info = (await response.json()) as { Browser?: string };
      return { port, version: info.Browser ?? 'unknown', close };
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        await close();
        throw new Error(`Chromium did not open its DevTools port ${port}:\n${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
