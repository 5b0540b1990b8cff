import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailFolder } from '../../tests/support/mail-folder';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { businesses } from '../db/schema';
import { setOwnerServiceStatus } from '../ops/ops-commands';
import {
  ALABAMA,
  ownerFormedInState,
  TEXAS,
  type OwnerFormedInState,
} from '../test-support/formed-in-state';
import {
  createTestApp,
  openTestDatabase,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../test-support/test-app';
import { REMINDER_JOB } from './compliance-reminders';
import { recordDeadlineFiled } from './deadline-filings';

/*
 * Texas businesses formed (made ACTIVE) on March 10, 2026: their first annual report and
 * franchise tax are due May 15, 2027, so reminders fall on March 16, April 15, May 8 and May 15,
 * 2027, at 9:00 in Chicago (14:00 UTC, daylight saving time).
 */
const FORMED_AT = new Date('2026-03-10T16:00:00Z');
const at = (iso: string) => new Date(iso);
const SIXTY_DAYS = at('2027-03-16T14:00:00Z');
const THIRTY_DAYS = at('2027-04-15T14:00:00Z');
const SEVEN_DAYS = at('2027-05-08T14:00:00Z');
const ON_THE_DAY = at('2027-05-15T14:00:00Z');

describe('compliance reminders', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'charter-reminders-'));
  /** The server processes running on the database, all writing mail to the same DATA_DIR. */
  const processes: TestApp[] = [];
  const startProcess = async () => {
    const process = await createTestApp(
      { DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
      database,
    );
    processes.push(process);
    return process;
  };
  let t: TestApp;
  let names = 0;
  const formed = (place = TEXAS, activeAt = FORMED_AT) =>
    ownerFormedInState(t, `owner${++names}`, {
      businessName: `Bluebonnet Bikes ${names}`,
      place,
      activeAt,
    });
  const mailTo = async (owner: { email: string }) =>
    (await readMailFolder(dataDir)).filter((mail) => mail.to.includes(owner.email));
  const reminderJobsOf = async (owner: { id: number }) =>
    (await t.app.services.jobs.jobsOf(REMINDER_JOB))
      .filter((job) => job.key.startsWith(`${REMINDER_JOB}:${owner.id}:`))
      .map(({ key, runAt }) => ({ key, runAt }))
      .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.key.localeCompare(b.key));

  beforeAll(async () => {
    database = await openTestDatabase();
    t = await startProcess();
    await seedCheckoutCatalogue(database.db);
  });
  afterAll(async () => {
    for (const process of processes) await process.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are scheduled when the formation becomes ACTIVE: 60, 30 and 7 days before, and on the day', async () => {
    const rosa = await formed();
    const jobsOf = await reminderJobsOf(rosa);
    const expected = [
      ['60d', SIXTY_DAYS],
      ['30d', THIRTY_DAYS],
      ['7d', SEVEN_DAYS],
      ['0d', ON_THE_DAY],
    ].flatMap(([offset, runAt]) =>
      ['annual-report', 'recurring-fee-1'].map((entry) => ({
        key: `${REMINDER_JOB}:${rosa.id}:${entry}:2027-05-15:${offset as string}`,
        runAt,
      })),
    );
    expect(jobsOf).toEqual(expected);
  });

  it('are sent once each at their time, with the deadline, its fee and source, and the calendar page', async () => {
    const rosa = await formed();
    await t.app.services.jobs.runDue(at('2027-03-16T13:59:00Z'));
    expect(await mailTo(rosa)).toEqual([]);

    await t.app.services.jobs.runDue(SIXTY_DAYS);
    const sent = await mailTo(rosa);
    expect(sent.map((mail) => mail.subject).sort()).toEqual([
      `Reminder: Bluebonnet Bikes ${names} LLC’s Texas Franchise Tax is due on May 15, 2027`,
      `Reminder: Bluebonnet Bikes ${names} LLC’s Texas annual report is due on May 15, 2027`,
    ]);
    const report = sent.find((mail) => mail.subject.includes('annual report'))!;
    expect(report.text).toContain(
      `Bluebonnet Bikes ${names} LLC’s Texas annual report is due on May 15, 2027: in 60 days.`,
    );
    expect(report.text).toMatch(
      /State fee: \$0\.00 \(source: https:\/\/comptroller\.texas\.gov\/\S+, verified \w+ \d+, \d{4}\)\./,
    );
    expect(report.text).toContain('Texas’s rule, as written: “May 15”');
    expect(report.text).toContain(`${TEST_PUBLIC_URL}/compliance`);

    // Run again at the same moment or later the same day: nothing more.
    await t.app.services.jobs.runDue(SIXTY_DAYS);
    await t.app.services.jobs.runDue(at('2027-03-16T20:00:00Z'));
    expect(await mailTo(rosa)).toHaveLength(2);

    for (const [moment, total] of [
      [THIRTY_DAYS, 4],
      [SEVEN_DAYS, 6],
      [ON_THE_DAY, 8],
    ] as const) {
      await t.app.services.jobs.runDue(moment);
      expect(await mailTo(rosa)).toHaveLength(total);
    }
    const onTheDay = (await mailTo(rosa)).slice(-2).map((mail) => mail.subject);
    expect(onTheDay).toContain(
      `Reminder: Bluebonnet Bikes ${names} LLC’s Texas annual report is due today`,
    );
  });

  it('are not sent again after a restart, and go on from where they were', async () => {
    const rosa = await formed();
    await t.app.services.jobs.runDue(SIXTY_DAYS);
    expect(await mailTo(rosa)).toHaveLength(2);

    // The server stops; a new process starts on the same database.
    const [stopped] = processes.splice(processes.indexOf(t), 1);
    await stopped!.close();
    t = await startProcess();
    await t.app.services.jobs.runDue(at('2027-03-16T18:00:00Z'));
    expect(await mailTo(rosa)).toHaveLength(2);
    await t.app.services.jobs.runDue(THIRTY_DAYS);
    expect(await mailTo(rosa)).toHaveLength(4);
  });

  it('are sent once when two processes run them at the same moment', async () => {
    const rosa = await formed();
    const second = await startProcess();
    await Promise.all([
      t.app.services.jobs.runDue(SIXTY_DAYS),
      second.app.services.jobs.runDue(SIXTY_DAYS),
    ]);
    expect(await mailTo(rosa)).toHaveLength(2);
  });

  it('follow on to the next filing once a due date has passed', async () => {
    const rosa = await formed();
    expect((await reminderJobsOf(rosa)).some((job) => job.key.includes('2028-05-15'))).toBe(false);
    // The plan after May 15, 2027 runs at 8:00 in Chicago on May 16.
    await t.app.services.jobs.runDue(at('2027-05-16T13:00:00Z'));
    const next = (await reminderJobsOf(rosa)).filter((job) => job.key.includes('2028-05-15'));
    expect(next.map((job) => job.runAt)).toEqual([
      at('2028-03-16T14:00:00Z'),
      at('2028-03-16T14:00:00Z'),
      at('2028-04-15T14:00:00Z'),
      at('2028-04-15T14:00:00Z'),
      at('2028-05-08T14:00:00Z'),
      at('2028-05-08T14:00:00Z'),
      at('2028-05-15T14:00:00Z'),
      at('2028-05-15T14:00:00Z'),
    ]);
  });

  it('say nothing for a state without an annual report', async () => {
    const ana = await formed(ALABAMA);
    expect(await reminderJobsOf(ana)).toEqual([]);
    await t.app.services.jobs.runDue(at('2028-12-31T18:00:00Z'));
    expect(await mailTo(ana)).toEqual([]);
  });

  it('say nothing of a filing Charter made, and remind of the next one', async () => {
    const rosa: OwnerFormedInState = await formed();
    await recordDeadlineFiled(
      t.app.services.jobs,
      database.db,
      {
        individualId: rosa.id,
        businessId: rosa.businessId,
        deadlineId: 'annual-report',
        due: '2027-05-15',
      },
      at('2027-02-01T16:00:00Z'),
    );
    await t.app.services.jobs.runDue(SIXTY_DAYS);
    expect((await mailTo(rosa)).map((mail) => mail.subject)).toEqual([
      `Reminder: Bluebonnet Bikes ${names} LLC’s Texas Franchise Tax is due on May 15, 2027`,
    ]);
    const next = (await reminderJobsOf(rosa)).map((job) => job.key);
    expect(next).toContain(`${REMINDER_JOB}:${rosa.id}:annual-report:2028-05-15:60d`);
  });

  it('say nothing once the business is in another state or no longer ACTIVE', async () => {
    const moved = await formed();
    await database.db
      .update(businesses)
      .set({ state: 'Alabama', stateCode: 'AL' })
      .where(eq(businesses.id, moved.businessId));
    const rejected = await formed();
    await setOwnerServiceStatus(
      t.app.services.jobs,
      database.db,
      {
        owner: String(rejected.id),
        service: 'LLC_FORMATION',
        status: 'REJECTED',
        reason: 'The name is taken',
      },
      at('2026-06-01T16:00:00Z'),
    );
    await t.app.services.jobs.runDue(SIXTY_DAYS);
    expect(await mailTo(moved)).toEqual([]);
    expect(await mailTo(rejected)).toEqual([]);
  });

  it('send only the closest reminder whose day has come, when they run late', async () => {
    const rosa = await formed();
    // The servers were down from before March 16 until April 20, 2027.
    await t.app.services.jobs.runDue(at('2027-04-20T15:00:00Z'));
    const sent = await mailTo(rosa);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.text).toContain('is due on May 15, 2027: in 25 days.');
  });

  it('obey the owner’s email settings, and unsubscribe in one click without a session', async () => {
    const rosa = await formed();
    const quiet = await formed();
    const preferences = (owner: { id: number; token: string }, payload?: object) =>
      t.app.inject({
        method: payload ? 'PUT' : 'GET',
        url: `/api/v1/account/${owner.id}/email-preferences`,
        headers: { authorization: `Bearer ${owner.token}` },
        ...(payload ? { payload } : {}),
      });
    expect((await preferences(quiet)).json()).toEqual({
      individual_id: quiet.id,
      order_updates: true,
      deadline_reminders: true,
      hub_news: false,
      signature_request_pending: false,
    });
    const off = await preferences(quiet, { deadline_reminders: false });
    expect(off.json()).toMatchObject({ deadline_reminders: false, order_updates: true });

    await t.app.services.jobs.runDue(SIXTY_DAYS);
    expect(await mailTo(quiet)).toEqual([]);
    const [reminder] = await mailTo(rosa);
    const unsubscribe = /^<(http:\/\/charter\.test\/account\/unsubscribe\/\S+)>$/.exec(
      reminder!.headers['list-unsubscribe']!,
    )![1]!;
    expect(reminder!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(reminder!.text).toContain(`Unsubscribe from these emails: ${unsubscribe}`);
    expect(reminder!.text).toContain(`${TEST_PUBLIC_URL}/settings/email-notifications`);

    // Opening the link changes nothing; the mail client's POST (RFC 8058), with no cookie, does.
    const path = unsubscribe.replace(TEST_PUBLIC_URL, '');
    const page = await t.app.inject(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Unsubscribe from deadline reminders?');
    expect((await preferences(rosa)).json().deadline_reminders).toBe(true);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You will get no more deadline reminders from Charter.');
    expect((await preferences(rosa)).json().deadline_reminders).toBe(false);
    // RFC 8058 allows the POST as multipart/form-data too.
    const multipart = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    await t.app.services.jobs.runDue(THIRTY_DAYS);
    expect(await mailTo(rosa)).toHaveLength(2);

    const forged = path.replace(/\.[^.]+$/, `.${'A'.repeat(43)}`);
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);
  });
});
