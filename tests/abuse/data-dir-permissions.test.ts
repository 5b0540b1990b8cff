import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { openServerDatabase } from '../../server/db/server-database';
import { connectOps } from '../../server/ops/ops-connection';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../server/test-support/test-app';

/** Every folder and file below `root` (itself included) that the group or others may use. */
function looseEntries(root: string): string[] {
  const stats = lstatSync(root);
  const here = (stats.mode & 0o077) !== 0 ? [`${root} ${(stats.mode & 0o777).toString(8)}`] : [];
  if (!stats.isDirectory()) return here;
  return [...here, ...readdirSync(root).flatMap((entry) => looseEntries(join(root, entry)))];
}

/** How many files below `root`: the checks above must have had something to look at. */
const fileCount = (root: string): number =>
  readdirSync(root, { withFileTypes: true }).reduce(
    (count, entry) =>
      count + (entry.isDirectory() ? fileCount(join(root, entry.name)) : entry.isFile() ? 1 : 0),
    0,
  );

/** A mail and a document, kept as the app keeps them (DATA_DIR/mail, DATA_DIR/documents). */
async function keepMailAndDocument(t: TestApp) {
  const owner = await t.app.services.accounts.create({
    email: 'private@owners.example',
    password: 'Private-owner-1!',
  });
  await t.app.services.mailer.send({ to: 'private@owners.example', subject: 'Hi', text: 'Hi' });
  await t.app.services.documents.store({
    individualId: owner!.id,
    businessId: null,
    productKey: null,
    category: 'company-documents',
    title: 'Receipt',
    fileName: 'receipt.pdf',
    contentType: 'application/pdf',
    content: new TextEncoder().encode('%PDF-1.7 secret'),
  });
}

describe('DATA_DIR is owner-only: the database with its keys, the documents and the mail', () => {
  let parent: string;
  let previousUmask: number;
  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'charter-private-'));
    // The usual umask, which leaves files readable by everyone: modes must not depend on it.
    previousUmask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(previousUmask);
    rmSync(parent, { recursive: true, force: true });
  });

  it('a DATA_DIR Charter creates holds embedded PGlite files no other user can read', async () => {
    const dataDir = join(parent, 'data');
    const config = readConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_PUBLIC_URL });
    const { database, warnings } = await openServerDatabase(config, { host: '', port: 8080 });
    try {
      expect(warnings).toEqual([]);
      expect(fileCount(dataDir)).toBeGreaterThan(100);
      expect(looseEntries(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('the mail and documents Charter writes are owner-only, folders included', async () => {
    const dataDir = join(parent, 'data');
    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      await keepMailAndDocument(t);
      expect(fileCount(join(dataDir, 'mail'))).toBe(1);
      expect(fileCount(join(dataDir, 'documents'))).toBe(1);
      expect(looseEntries(dataDir)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('an existing DATA_DIR others can read is made owner-only at start, and the log says so', async () => {
    const dataDir = join(parent, 'data');
    mkdirSync(join(dataDir, 'documents', '7'), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'documents', '7', 'old.pdf'), 'old', { mode: 0o644 });
    writeFileSync(join(dataDir, 'notes.txt'), 'old', { mode: 0o666 });

    const config = readConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_PUBLIC_URL });
    const { database, warnings } = await openServerDatabase(config, { host: '', port: 8080 });
    try {
      expect(warnings).toEqual([
        `DATA_DIR ${dataDir} (mode 755) could be read by other users: Charter made it and the 4 loose files and folders in it owner-only (700 and 600).`,
      ]);
      expect(looseEntries(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('`npm run ops` opening the files itself tightens them too, and says so', async () => {
    const dataDir = join(parent, 'data');
    const config = readConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_PUBLIC_URL });
    const first = await openServerDatabase(config, { host: '', port: 8080 });
    await first.database.close();
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'pglite'), 0o755);

    const said: string[] = [];
    const ops = await connectOps(config, (line) => said.push(line));
    try {
      expect(said).toEqual([expect.stringContaining(`DATA_DIR ${dataDir} (mode 755)`)]);
      expect(looseEntries(dataDir)).toEqual([]);
    } finally {
      await ops.close();
    }
  });
});
