import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedRegisteredBusinesses } from './seed-registered-businesses';
import { saveFormationPage } from '../test-support/formation-answers';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { buyFormation } from '../test-support/purchases';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { advanceDemoStatuses, DEMO_STATUS_ADVANCE_JOB } from './demo-status-advance';
import { setServiceStatus } from './service-statuses';
import { PRODUCTS } from '../products';
import { demoEffects } from './product-plugin';

const STEP_SECONDS = 30;

describe('demo mode: submitted orders advance by themselves', () => {
  let t: TestApp;
  let rosa: SignedInOwner;
  let ivan: SignedInOwner;
  let businessId: number;
  let submittedAt: Date;

  beforeAll(async () => {
    // The repeated job is scheduled in this app too, but runs only when a test runs due jobs;
    // these tests drive the tick themselves, at moments of their own.
    t = await createTestApp({ DEMO_STATUS_ADVANCE_SECONDS: String(3600) });
    await seedRegisteredBusinesses(t.database.db);
    rosa = await signedInOwner(t, 'rosa');
    ivan = await signedInOwner(t, 'ivan');
    await seedCheckoutCatalogue(t.database.db);
    await buyFormation(t, rosa);
    for (const page of ['page1', 'page2', 'page3', 'page4'] as const) {
      await saveFormationPage(t.app, rosa.token, rosa.id, page);
    }
    const submitted = await asOwner(t, rosa)(`/api/v1/formation/submit?individual_id=${rosa.id}`, {
      method: 'POST',
    });
    const body = submitted.json() as { business_id: number; submitted_at: string };
    businessId = body.business_id;
    submittedAt = new Date(body.submitted_at);
    // Ivan's EIN filing went in 10 s after Rosa's formation; his document library is paid only.
    await setServiceStatus(
      t.database.db,
      ivan.id,
      'ein-application',
      'SUBMITTED',
      new Date(submittedAt.getTime() + 10_000),
    );
    await setServiceStatus(t.database.db, ivan.id, 'doc-library', 'PURCHASED', submittedAt);
    // His operating agreement went out for signature at the same moment: it follows signatures.
    await setServiceStatus(
      t.database.db,
      ivan.id,
      'llc-operating-agreement',
      'SUBMITTED',
      new Date(submittedAt.getTime() + 10_000),
    );
  });
  afterAll(() => t.close());

  const at = (seconds: number) => new Date(submittedAt.getTime() + seconds * 1000);
  const tick = (seconds: number) =>
    advanceDemoStatuses(
      t.database.db,
      demoEffects(PRODUCTS),
      at(seconds),
      STEP_SECONDS,
      t.app.services.jobs,
    );
  const statuses = async (owner: SignedInOwner) =>
    (
      (await asOwner(t, owner)(`/api/v1/services/status/${owner.id}`)).json() as {
        services: { service: string; status: string; updated_at: string }[];
      }
    ).services;
  const filingStatus = async () =>
    (
      (await asOwner(t, rosa)(`/api/v1/formation/statefile/${businessId}`)).json() as {
        status: string;
      }
    ).status;

  it('leaves a status alone until it has stood the configured time', async () => {
    expect(await tick(STEP_SECONDS - 1)).toEqual([]);
    expect(await statuses(rosa)).toEqual([
      { service: 'llc-formation', status: 'SUBMITTED', updated_at: submittedAt.toISOString() },
    ]);
  });

  it('moves SUBMITTED to IN_PROGRESS, the business filing with it', async () => {
    expect(await tick(STEP_SECONDS)).toEqual([
      { individualId: rosa.id, service: 'llc-formation', from: 'SUBMITTED', to: 'IN_PROGRESS' },
    ]);
    expect(await statuses(rosa)).toEqual([
      { service: 'llc-formation', status: 'IN_PROGRESS', updated_at: at(30).toISOString() },
    ]);
    expect(await filingStatus()).toBe('IN_PROGRESS');
  });

  it('takes one step per status age: a second tick at once changes nothing', async () => {
    expect(await tick(STEP_SECONDS)).toEqual([]);
    // Ivan's EIN, 10 s younger, moves on its own schedule; PURCHASED waits for the owner.
    expect(await tick(STEP_SECONDS + 10)).toEqual([
      { individualId: ivan.id, service: 'ein-application', from: 'SUBMITTED', to: 'IN_PROGRESS' },
    ]);
    expect((await statuses(ivan)).map(({ service, status }) => [service, status])).toEqual([
      ['doc-library', 'PURCHASED'],
      ['ein-application', 'IN_PROGRESS'],
      ['llc-operating-agreement', 'SUBMITTED'],
    ]);
  });

  it('moves IN_PROGRESS to ACTIVE a step later, and then stops', async () => {
    const done = await tick(2 * STEP_SECONDS);
    expect(done).toEqual([
      { individualId: rosa.id, service: 'llc-formation', from: 'IN_PROGRESS', to: 'ACTIVE' },
    ]);
    expect(await filingStatus()).toBe('ACTIVE');
    expect(await tick(2 * STEP_SECONDS + 10)).toHaveLength(1);
    expect(await tick(100 * STEP_SECONDS)).toEqual([]);
    expect((await statuses(rosa))[0]!.status).toBe('ACTIVE');
    // The operating agreement waits for its members' signatures, however long it stands.
    expect((await statuses(ivan)).map(({ status }) => status)).toEqual([
      'PURCHASED',
      'ACTIVE',
      'SUBMITTED',
    ]);
  });

  it('advances each status once when several processes tick together', async () => {
    const start = at(1000);
    await setServiceStatus(t.database.db, rosa.id, 'cert-good-standing', 'SUBMITTED', start);
    const together = await Promise.all(
      [1, 2, 3].map(() =>
        advanceDemoStatuses(
          t.database.db,
          demoEffects(PRODUCTS),
          new Date(start.getTime() + STEP_SECONDS * 1000),
          STEP_SECONDS,
          t.app.services.jobs,
        ),
      ),
    );
    expect(together.flat()).toEqual([
      {
        individualId: rosa.id,
        service: 'cert-good-standing',
        from: 'SUBMITTED',
        to: 'IN_PROGRESS',
      },
    ]);
  });
});

describe('the demo advance job', () => {
  it('advances due statuses on each run, scheduling the next run a period on', async () => {
    const t = await createTestApp({ DEMO_STATUS_ADVANCE_SECONDS: '1' });
    try {
      const mia = await signedInOwner(t, 'mia');
      await setServiceStatus(
        t.database.db,
        mia.id,
        'registered-agent',
        'SUBMITTED',
        new Date(Date.now() - 1500),
      );
      await vi.waitFor(
        async () => {
          // The job engine runs what is due now (this app's engine is on the tests' clock).
          await t.app.services.jobs.runDue(new Date());
          const { services } = (
            await asOwner(t, mia)(`/api/v1/services/status/${mia.id}`)
          ).json() as { services: { status: string }[] };
          // IN_PROGRESS, or ACTIVE already when the poll came a step late.
          expect(['IN_PROGRESS', 'ACTIVE']).toContain(services[0]!.status);
        },
        { timeout: 5000, interval: 200 },
      );
      expect(t.logs()).toContain('demo mode: service status advanced');
      const next = (await t.app.services.jobs.jobsOf(DEMO_STATUS_ADVANCE_JOB)).filter(
        (job) => job.state === 'created',
      );
      expect(next).toHaveLength(1);
      expect(next[0]!.runAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    } finally {
      await t.close();
    }
  });
});
