import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectedNotice } from '../../src/domain/services/service-banners';
import { STATUS_MEANINGS } from '../../src/domain/services/status-meanings';
import { readMailFolder } from '../../tests/support/mail-folder';
import { accounts, serviceStatusChanges } from '../db/schema';
import { PRODUCTS } from '../products';
import { signedInOwner, type SignedInOwner } from '../test-support/owners';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { activeEffects } from './product-plugin';
import { changeServiceStatus, markServicesPurchased } from './service-statuses';
import { statusChangeMail, tellStatusChanges } from './status-mail';
import { RESUBMITTED_ONCE } from '../../src/domain/services/service-orders';

const LATER = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('every step is told (issue 30, decision 0084)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const move = (owner: SignedInOwner, service: string, status: string, at: Date) =>
    changeServiceStatus(
      t.app.services.jobs,
      t.database.db,
      activeEffects(PRODUCTS),
      owner.id,
      service,
      status,
      at,
    );
  const mailsTo = async (owner: SignedInOwner, at: Date) => {
    await t.app.services.jobs.runDue(at);
    return (await readMailFolder(t.dataDir, { statusMails: true })).filter((mail) =>
      mail.to.includes(owner.email),
    );
  };

  it('says what happened, what it means and what comes next, by status', () => {
    const owner = { email: 'ana@owners.example', firstName: 'Ana' };
    const filed = statusChangeMail(owner, 'LLC_FORMATION', 'IN_PROGRESS', 'https://c.example', 7);
    expect(filed.subject).toBe('Business Formation: Pending State Review');
    expect(filed.text).toContain('Your Business Formation is now “Pending State Review”.');
    expect(filed.text).toContain(`What it means: ${STATUS_MEANINGS.IN_PROGRESS}`);
    expect(filed.text).toContain('we will email you again when it moves on');
    expect(filed.text).toContain('https://c.example/dashboard');
    expect(filed.optional).toEqual({ individualId: 7, category: 'order_updates' });

    const rejected = statusChangeMail(
      owner,
      'EIN_APPLICATION',
      'REJECTED',
      'https://c.example',
      7,
      {
        reason: 'The name does not match the SSN',
        resubmittable: true,
      },
    );
    expect(rejected.text).toContain('Why: The name does not match the SSN');
    expect(rejected.text).toContain(rejectedNotice('EIN_APPLICATION').message);
    const again = statusChangeMail(owner, 'EIN_APPLICATION', 'REJECTED', 'https://c.example', 7, {
      reason: 'Still no match',
      resubmittable: false,
    });
    expect(again.text).toContain(`What comes next: ${RESUBMITTED_ONCE}`);
    const done = statusChangeMail(owner, 'EIN_APPLICATION', 'ACTIVE', 'https://c.example', 7);
    expect(done.subject).toBe('EIN / Tax ID: EIN Assigned');
  });

  it('mails each change once, even when two processes look at once; never the purchase', async () => {
    const owner = await signedInOwner(t, 'told', { firstName: 'Rosa' });
    await markServicesPurchased(t.database.db, owner.id, ['EIN_APPLICATION'], LATER(1));
    await move(owner, 'ein-application', 'IN_PROGRESS', LATER(2));
    // Two processes' runs at the same moment: each change is taken by one of them.
    const counts = await Promise.all([
      tellStatusChanges(t.database.db, t.app.services.jobs, LATER(3)),
      tellStatusChanges(t.database.db, t.app.services.jobs, LATER(3)),
    ]);
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    const mails = await mailsTo(owner, LATER(3));
    expect(mails.map((mail) => mail.subject)).toEqual(['EIN / Tax ID: Under IRS Review']);
    expect(mails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Setting the same status again is no change; the next one is told.
    await move(owner, 'ein-application', 'IN_PROGRESS', LATER(4));
    await move(owner, 'ein-application', 'ACTIVE', LATER(5));
    expect((await mailsTo(owner, LATER(6))).map((mail) => mail.subject)).toEqual([
      'EIN / Tax ID: Under IRS Review',
      'EIN / Tax ID: EIN Assigned',
    ]);
    const history = await t.database.db
      .select({ status: serviceStatusChanges.status })
      .from(serviceStatusChanges)
      .where(eq(serviceStatusChanges.individualId, owner.id));
    expect(history.map((row) => row.status)).toEqual(['PURCHASED', 'IN_PROGRESS', 'ACTIVE']);
  });

  it('obeys the order-updates switch, and tells only the latest of quick changes', async () => {
    const quiet = await signedInOwner(t, 'quiet');
    await t.database.db
      .update(accounts)
      .set({ emailOrderUpdates: false })
      .where(eq(accounts.id, quiet.id));
    await move(quiet, 'ein-application', 'IN_PROGRESS', LATER(10));
    expect(await mailsTo(quiet, LATER(11))).toEqual([]);

    const busy = await signedInOwner(t, 'busy');
    await move(busy, 'registered-agent', 'IN_PROGRESS', LATER(12));
    await move(busy, 'registered-agent', 'ACTIVE', LATER(12));
    const mails = await mailsTo(busy, LATER(13));
    expect(mails.map((mail) => mail.subject)).toEqual(['Registered Agent: Active']);
  });
});
