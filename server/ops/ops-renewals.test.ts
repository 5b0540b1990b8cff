import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { invoices, subscriptions } from '../db/schema';
import { agentSubscriber } from '../test-support/agent-subscriber';
import { opsRunner, throughRunningServer } from '../test-support/ops-runner';
import { createTestApp, type TestApp } from '../test-support/test-app';

const OPS_TOKEN = 'ops-secret-for-renewals-tests';

describe('npm run ops -- renewals (decision 0088)', () => {
  let demo: TestApp;
  let live: TestApp;

  beforeAll(async () => {
    demo = await createTestApp({ DEMO_OWNER: 'true' }, undefined, { opsToken: OPS_TOKEN });
    live = await createTestApp({}, undefined, { opsToken: OPS_TOKEN });
    await seedCheckoutCatalogue(demo.database.db);
  });
  afterAll(async () => {
    await demo.close();
    await live.close();
  });

  it('runs a round as of a day on a demo server, charging the renewal due that day', async () => {
    const { owner, subscriptionId } = await agentSubscriber(demo, 'ida');
    await demo.database.db
      .update(subscriptions)
      .set({ renewsOn: '2038-02-01' })
      .where(eq(subscriptions.id, subscriptionId));
    const ops = opsRunner(demo);
    await throughRunningServer(demo, OPS_TOKEN, async (connect) => {
      const ran = await ops(['renewals', '--as-of', '2038-02-01'], connect);
      expect({ code: ran.code, err: ran.err }).toEqual({ code: 0, err: [] });
      expect(ran.out).toEqual([
        'Renewals round for 2038-02-01: 0 notified (30 days before), 0 ended (cancelled), 1 charged, 0 declined (to retry), 0 lapsed.',
      ]);
      const bad = await ops(['renewals', '--as-of', '2038-02-30'], connect);
      expect(bad).toMatchObject({
        code: 1,
        err: ['Usage: npm run ops -- renewals [--as-of YYYY-MM-DD]'],
      });
    });
    const charged = await demo.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.individualId, owner.id));
    expect(charged.map((invoice) => invoice.total)).toEqual([9900]);
    await demo.app.services.receipts.settled();
  });

  it('refuses a day other than today on a live server, and on the database without a server', async () => {
    const ops = opsRunner(live);
    await throughRunningServer(live, OPS_TOKEN, async (connect) => {
      const refused = await ops(['renewals', '--as-of', '2038-02-01'], connect);
      expect(refused.code).toBe(1);
      expect(refused.err[0]).toMatch(/^--as-of runs only on a demo server/);
      const now = await ops(['renewals'], connect);
      expect(now.code).toBe(0);
      expect(now.out[0]).toMatch(/^Renewals round for \d{4}-\d{2}-\d{2}: /);
    });
    const offline = await ops(['renewals']);
    expect(offline.code).toBe(1);
    expect(offline.err[0]).toMatch(/^Renewals are charged by a running Charter server/);
    const usage = await ops(['renewals', '--on', '2038-02-01']);
    expect(usage.code).toBe(1);
  });
});
