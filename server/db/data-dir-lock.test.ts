import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { holdDataDir, stopHolder } from '../test-support/data-dir-holder';
import { claimDataDir, DataDirInUseError, liveDataDirHolder } from './data-dir-lock';
import { openServerDatabase } from './server-database';

describe('one process at a time on the PGlite files in DATA_DIR', () => {
  const dirs: string[] = [];
  const children: Awaited<ReturnType<typeof holdDataDir>>[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'charter-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(children.splice(0).map((child) => stopHolder(child, 'SIGKILL')));
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it('refuses a second server while one holds the directory, naming it', async () => {
    const dataDir = newDataDir();
    const server = await holdDataDir(dataDir, { role: 'server', opsUrl: 'http://127.0.0.1:1' });
    children.push(server);

    expect(liveDataDirHolder(dataDir)).toMatchObject({ pid: server.pid, role: 'server' });
    const config = readConfig({ DATA_DIR: dataDir });
    const second = openServerDatabase(config, { host: '0.0.0.0', port: 8080 });
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `${dataDir} is in use by a Charter server (process ${server.pid}). Embedded PGlite ` +
        'allows one process at a time: stop that server first, or set DATABASE_URL ' +
        '(Postgres) to run several.',
    );
  });

  it('takes over the claim of a process that is gone, and gives it up on release', async () => {
    const dataDir = newDataDir();
    const crashed = await holdDataDir(dataDir, { role: 'server' });
    await stopHolder(crashed, 'SIGKILL');
    expect(liveDataDirHolder(dataDir)).toBeNull();

    const claim = claimDataDir(dataDir, { role: 'ops' });
    expect(liveDataDirHolder(dataDir)).toEqual({ pid: process.pid, role: 'ops' });
    claim.release();
    claim.release();
    expect(liveDataDirHolder(dataDir)).toBeNull();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('keeps the back-office secret readable by its owner only', () => {
    const dataDir = newDataDir();
    const claim = claimDataDir(dataDir, { role: 'server', opsToken: 'secret' });
    const [file] = readdirSync(dataDir);
    expect(statSync(join(dataDir, file!)).mode & 0o777).toBe(0o600);
    claim.release();
  });
});
