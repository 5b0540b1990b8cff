import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config';
import { preparePrivateDataDir } from '../data-dir/private-data-dir';
import { claimDataDir, type DataDirHolder } from './data-dir-lock';
import { openDatabase, type DatabaseHandle } from './database';

/**
 * Opens the PGlite files in `dataDir` after claiming the directory for this process (or throws
 * DataDirInUseError); closing the handle gives the directory up.
 */
export async function openClaimedPglite(
  dataDir: string,
  holder: Omit<DataDirHolder, 'pid'>,
): Promise<DatabaseHandle> {
  const claim = claimDataDir(dataDir, holder);
  try {
    const database = await openDatabase({ url: null, dataDir });
    return {
      ...database,
      async close() {
        await database.close();
        claim.release();
      },
    };
  } catch (error) {
    claim.release();
    throw error;
  }
}

export interface ServerDatabase {
  database: DatabaseHandle;
  /**
   * The secret of this server's back-office endpoint (server/ops/ops-routes.ts); null on
   * Postgres, where `npm run ops` opens the database itself.
   */
  opsToken: string | null;
  /** What the operator should read about DATA_DIR's permissions (logged once the app is up). */
  warnings: string[];
}

/** Where a process on this machine reaches a server listening on `host`:`port`. */
function localUrlOf(host: string, port: number): string {
  const wildcardOrLoopback = ['', '0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(host);
  if (wildcardOrLoopback) return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/**
 * Opens a server process's database. On embedded PGlite the server first claims DATA_DIR
 * (one process at a time: a second server, or `npm run ops` opening the files, is refused
 * with DataDirInUseError) and leaves there where `npm run ops` reaches it instead, with a
 * secret made for this run. Closing the database gives DATA_DIR up. DATA_DIR (documents and
 * mail on Postgres too) is made owner-only first.
 */
export async function openServerDatabase(
  config: ServerConfig,
  listen: { host: string; port: number },
): Promise<ServerDatabase> {
  const warnings = preparePrivateDataDir(config.dataDir);
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    return { database, opsToken: null, warnings };
  }
  const opsToken = randomBytes(32).toString('base64url');
  const database = await openClaimedPglite(config.dataDir, {
    role: 'server',
    opsUrl: localUrlOf(listen.host, listen.port),
    opsToken,
  });
  return { database, opsToken, warnings };
}
