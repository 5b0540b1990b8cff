import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DataDirHolder } from '../db/data-dir-lock';

const lockModule = fileURLToPath(new URL('../db/data-dir-lock.ts', import.meta.url));

/**
 * Another process that claims `dataDir` and keeps it until killed, as a running server (or
 * `npm run ops`) does. SIGKILL leaves its claim behind, as a crashed server would.
 */
export async function holdDataDir(
  dataDir: string,
  holder: Omit<DataDirHolder, 'pid'>,
): Promise<ChildProcess> {
  const script = [
    `import { claimDataDir } from ${JSON.stringify(lockModule)};`,
    `claimDataDir(${JSON.stringify(dataDir)}, ${JSON.stringify(holder)});`,
    `console.log('held');`,
    'setInterval(() => {}, 1000);',
  ].join('\n');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('held')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`holder exited (${code}): ${output}`)));
  });
  return child;
}

/** Ends the holder; SIGKILL leaves its claim on disk. */
export async function stopHolder(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
