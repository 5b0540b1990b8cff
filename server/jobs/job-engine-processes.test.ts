import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCharter, type RunningServer } from '../../tests/e2e/charter-server';
import { readMailFolder } from '../../tests/support/mail-folder';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { REMINDER_JOB } from '../compliance/compliance-reminders';
import { JOB_SCHEMA, openDatabase } from '../db/database';
import { signedInOwner } from '../test-support/owners';
import { buyAsOwner } from '../test-support/purchases';
import { createTestApp, TEST_PAYMENTS_SECRET_KEY } from '../test-support/test-app';
import { deadLetterQueue } from './job-back-office';

/*
 * Server processes (server/index.ts, as `npm start` runs it) sharing one Postgres and one
 * DATA_DIR: every job runs in one of them, once. Postgres only: embedded PGlite is one
 * process's files (a second server is refused, data-dir-lock.ts).
 */
const target = process.env.CHARTER_TEST_DB ?? 'pglite';
const onPostgres = target.startsWith('postgres');

const RECEIPT_JOB = 'receipt';
/** Short enough that a killed process's job is taken again within seconds. */
const LEASE_SECONDS = 2;

/** The database at `url` under another name. */
function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function waitFor<T>(what: string, read: () => Promise<T | null | false>): Promise<T> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!onPostgres)('jobs across server processes on one Postgres', () => {
  const name = `charter_once_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  // Only where the suite runs on Postgres (the describe's body is read on PGlite too).
  const url = onPostgres ? databaseUrl(target, name) : '';
  const dataDir = mkdtempSync(join(tmpdir(), 'charter-once-'));
  const servers: RunningServer[] = [];
  let sql: pg.Client;
  let invoiceIds: number[] = [];
  const owners: Array<{ id: number; email: string }> = [];

  const jobsOf = async (kind: string) =>
    (
      await sql.query<{ singleton_key: string; state: string; retry_count: number }>(
        `SELECT singleton_key, state, retry_count FROM ${JOB_SCHEMA}.job WHERE name = $1`,
        [kind],
      )
    ).rows;
  /** The moment of every waiting job of these kinds (a retry's backoff too) comes now. */
  const bringDueNow = (kinds: string[]) =>
    sql.query(
      `UPDATE ${JOB_SCHEMA}.job SET start_after = now()
       WHERE name = ANY($1) AND state IN ('created', 'retry') AND start_after > now()`,
      [kinds],
    );
  const start = () =>
    startCharter({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      DEMO_OWNER: 'false',
      PAYMENTS_SECRET_KEY: TEST_PAYMENTS_SECRET_KEY,
      JOB_POLL_INTERVAL_MS: '500',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: target });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    sql = new pg.Client({ connectionString: url });
    await sql.connect();

    // Purchases by a process that stops before writing their receipts (the jobs are the
    // guarantee), each starting its owner's reminders; and a reminder that cannot be sent.
    const database = await openDatabase({ url, dataDir });
    const seller = await createTestApp(
      { DATA_DIR: dataDir, JOB_LEASE_SECONDS: String(LEASE_SECONDS) },
      { ...database, drop: async () => {} },
    );
    vi.spyOn(seller.app.services.receipts, 'start').mockImplementation(() => undefined);
    await seedCheckoutCatalogue(database.db);
    for (const ownerName of ['ana', 'ben', 'cy']) {
      const owner = await signedInOwner(seller, ownerName);
      await buyAsOwner(seller, owner, ['REGISTERED_AGENT']);
      owners.push(owner);
    }
    await seller.app.services.jobs.schedule({
      kind: REMINDER_JOB,
      key: `${REMINDER_JOB}:broken`,
      runAt: new Date(),
      payload: { individual_id: owners[0]!.id },
    });
    await seller.close();
    await database.close();
    invoiceIds = (await sql.query<{ id: number }>('SELECT id FROM invoices ORDER BY id')).rows.map(
      (row) => row.id,
    );
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop().catch(() => undefined);
    await sql?.end();
    const admin = new pg.Client({ connectionString: target });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('run each receipt and reminder once; a killed process’s job is retried by another; a failing one lands in the dead letters', async () => {
    const reminders = (await jobsOf(REMINDER_JOB)).filter(
      (job) => job.singleton_key !== `${REMINDER_JOB}:broken`,
    );
    expect(reminders.length).toBeGreaterThanOrEqual(owners.length);
    expect(await jobsOf(RECEIPT_JOB)).toHaveLength(invoiceIds.length);

    // The first server takes the first receipt's job and is killed while it runs (the job waits
    // on its invoice, which this test holds).
    const held = invoiceIds[0]!;
    const lock = new pg.Client({ connectionString: url });
    await lock.connect();
    await lock.query('BEGIN');
    await lock.query('SELECT id FROM invoices WHERE id = $1 FOR UPDATE', [held]);
    await bringDueNow([RECEIPT_JOB]);
    const first = await start();
    await waitFor('the held receipt running', async () =>
      (await jobsOf(RECEIPT_JOB)).some(
        (job) => job.singleton_key === `receipt:${held}` && job.state === 'active',
      ),
    );
    await first.crash();
    await lock.query('ROLLBACK');
    await lock.end();

    // Two servers then run everything, the reminders' day come.
    servers.push(await start(), await start());
    await bringDueNow([REMINDER_JOB]);
    const settled = await waitFor('every job settled', async () => {
      await bringDueNow([RECEIPT_JOB, REMINDER_JOB]);
      const receipts = await jobsOf(RECEIPT_JOB);
      const sent = await jobsOf(REMINDER_JOB);
      const dead = await jobsOf(deadLetterQueue(REMINDER_JOB));
      const done = [
        ...receipts,
        ...sent.filter((job) => job.singleton_key !== `${REMINDER_JOB}:broken`),
      ];
      return done.every((job) => job.state === 'completed') && dead.length === 1
        ? { receipts, sent, dead }
        : null;
    });

    // Each invoice has one receipt; the killed process's job ran again, to completion once.
    const receiptRows = await sql.query<{ invoice_id: number }>(
      'SELECT invoice_id FROM invoice_receipts ORDER BY invoice_id',
    );
    expect(receiptRows.rows.map((row) => row.invoice_id)).toEqual(invoiceIds);
    const heldJob = settled.receipts.find((job) => job.singleton_key === `receipt:${held}`);
    expect(heldJob).toMatchObject({ state: 'completed' });
    expect(heldJob!.retry_count).toBeGreaterThanOrEqual(1);

    // Each reminder's mail was written once, to its owner; but the agent renewal's 30-day
    // reminder, which its renewal notice tells instead (decision 0088), writes none.
    const mails = await readMailFolder(dataDir);
    for (const owner of owners) {
      const ownJobs = reminders.filter(
        (job) =>
          job.singleton_key.startsWith(`${REMINDER_JOB}:${owner.id}:`) &&
          !/:renewal-REGISTERED_AGENT:.*:30d$/.test(job.singleton_key),
      );
      expect(mails.filter((mail) => mail.to.includes(owner.email))).toHaveLength(ownJobs.length);
    }

    // The reminder that cannot be sent used its eight attempts, then went to the dead letters.
    const broken = settled.sent.find((job) => job.singleton_key === `${REMINDER_JOB}:broken`);
    expect(broken).toMatchObject({ state: 'failed', retry_count: 7 });
    expect(settled.dead[0]).toMatchObject({ singleton_key: `${REMINDER_JOB}:broken` });
  }, 180_000);
});
