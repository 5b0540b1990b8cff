import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../data-dir/private-data-dir';

/**
 * Embedded PGlite is one process's database: a second process opening the same files sees
 * none of the first one's writes in memory and can corrupt them, and PGlite itself does not
 * stop it. So whoever opens the PGlite files in DATA_DIR (the server, or `npm run ops` while
 * no server runs) first claims the directory with this file, and the others find it.
 */
const HOLDER_FILE = 'data-dir-holder.json';

export interface DataDirHolder {
  pid: number;
  role: 'server' | 'ops';
  /** A server's back-office endpoint (server/ops/ops-routes.ts), where `npm run ops` goes. */
  opsUrl?: string;
  /** The secret that endpoint requires; the file is readable by its owner only. */
  opsToken?: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    super(
      holder.role === 'server'
        ? `${dataDir} is in use by a Charter server (process ${holder.pid}). Embedded PGlite ` +
            'allows one process at a time: stop that server first, or set DATABASE_URL ' +
            '(Postgres) to run several.'
        : `${dataDir} is in use by \`npm run ops\` (process ${holder.pid}); try again when it ` +
            'has finished.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): DataDirHolder | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as DataDirHolder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/** The process holding the directory, if one is running. */
export function liveDataDirHolder(dataDir: string): DataDirHolder | null {
  const holder = readHolder(join(dataDir, HOLDER_FILE));
  return holder && isAlive(holder.pid) ? holder : null;
}

export interface DataDirClaim {
  /** Gives the directory up (idempotent); also done when the process exits. */
  release(): void;
}

/**
 * Claims the directory for this process, or throws DataDirInUseError naming the running
 * process that holds it. A holder that is no longer running (killed, crashed) is replaced.
 */
export function claimDataDir(dataDir: string, holder: Omit<DataDirHolder, 'pid'>): DataDirClaim {
  mkdirSync(dataDir, PRIVATE_FOLDER);
  const path = join(dataDir, HOLDER_FILE);
  const staged = `${path}.${process.pid}`;
  writeFileSync(staged, JSON.stringify({ pid: process.pid, ...holder }), PRIVATE_FILE);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        // A link appears whole or not at all, and fails when the file exists: no reader sees
        // half a file, and two claimants cannot both win.
        linkSync(staged, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const current = readHolder(path);
        // Our own pid there is a previous life of this process id (a restarted container).
        const held = current !== null && current.pid !== process.pid && isAlive(current.pid);
        if (attempt > 0 || held) {
          throw new DataDirInUseError(dataDir, current ?? { pid: 0, role: 'server' });
        }
        rmSync(path, { force: true });
      }
    }
  } finally {
    rmSync(staged, { force: true });
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    // Only our own claim: never a file another process wrote after finding ours stale.
    if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return { release };
}
