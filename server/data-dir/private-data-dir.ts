import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';

/*
 * DATA_DIR holds what must stay Charter's alone: the embedded database (whose WAL carries the
 * JWT signing keys and the answer encryption key), the owners' documents and the mail
 * written instead of sent. Everything in it is owner-only (decision 0058): folders 0700,
 * files 0600, made so by the mode each is created with, by the process's umask, and, for what
 * others create (PGlite chmods its own files 0666) or an older Charter left, by tightening.
 */

/** Every folder Charter creates under DATA_DIR: `mkdir(path, PRIVATE_FOLDER)`. */
export const PRIVATE_FOLDER = { recursive: true, mode: 0o700 } as const;

/** Every file Charter writes under DATA_DIR: `writeFile(path, bytes, PRIVATE_FILE)`. */
export const PRIVATE_FILE = { mode: 0o600 } as const;

/** Permission bits for the group and others: none of them may be set. */
const GROUP_AND_OTHERS = 0o077;

/**
 * From now on, whatever this process creates without a mode of its own (a library's temporary
 * file, a folder made on the way) is owner-only too. Called once by each entry point (the
 * server, `npm run dev`, `npm run ops`), not by the app, which tests build in-process.
 */
export function keepNewFilesPrivate(): void {
  process.umask(GROUP_AND_OTHERS);
}

const isLoose = (stats: Stats) => (stats.mode & GROUP_AND_OTHERS) !== 0;
const privateMode = (stats: Stats) =>
  stats.isDirectory() ? PRIVATE_FOLDER.mode : PRIVATE_FILE.mode;
const octal = (mode: number) => (mode & 0o777).toString(8);

/**
 * Makes every folder and file below `path` (itself included) owner-only; links are left as
 * they are (chmod would follow them out of the tree). Returns how many were tightened.
 */
export function tightenTree(path: string): number {
  const stats = lstatSync(path, { throwIfNoEntry: false });
  if (!stats || stats.isSymbolicLink()) return 0;
  let tightened = 0;
  if (isLoose(stats)) {
    chmodSync(path, privateMode(stats));
    tightened += 1;
  }
  if (stats.isDirectory()) {
    for (const entry of readdirSync(path)) tightened += tightenTree(join(path, entry));
  }
  return tightened;
}

/**
 * Makes DATA_DIR owner-only before anything is kept in it: created 0700 when missing; when it
 * exists and others may read or enter it, tightened with everything in it (an older Charter
 * made its files 0644, PGlite 0666). Returns what the operator should read at start: what was
 * tightened, or that it could not be (a folder of another user's).
 */
export function preparePrivateDataDir(dataDir: string): string[] {
  mkdirSync(dataDir, PRIVATE_FOLDER);
  const stats = lstatSync(dataDir);
  if (!stats.isDirectory()) throw new Error(`DATA_DIR ${dataDir} is not a folder`);
  if (!isLoose(stats)) return [];
  const was = `DATA_DIR ${dataDir} (mode ${octal(stats.mode)}) could be read by other users`;
  try {
    const tightened = tightenTree(dataDir);
    return [
      `${was}: Charter made it and the ${tightened - 1} loose files and folders in it ` +
        'owner-only (700 and 600).',
    ];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    return [
      `${was}, and Charter may not change it (another user's folder): its database holds ` +
        `signing and encryption keys. Make it owner-only: chmod -R go-rwx ${dataDir}`,
    ];
  }
}
