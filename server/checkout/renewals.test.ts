import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readMailFolder } from '../../tests/support/mail-folder';
import { invoiceLines, invoices, paymentIntents, subscriptions } from '../db/schema';
import { agentSubscriber } from '../test-support/agent-subscriber';
import { paymentsClient } from '../test-support/payments-client';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { planComplianceReminders, REMINDER_JOB } from '../compliance/compliance-reminders';
import { RenewalService } from './renewals';
import { seedCheckoutCatalogue } from './seed-catalogue';

/** Noon UTC on a day: when the tests' clock runs the jobs a round scheduled. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

describe('renewals are charged honestly (issue 30 point 6, decision 0088)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  /**
   * An owner with a saved card (the default) and the registered agent subscribed, renewing on
   * `renewsOn`: each test its own year, so one test's rounds find no other test's renewal due.
   */
  const subscribedOwner = async (name: string, renewsOn: string, declining?: string) => {
    const subscriber = await agentSubscriber(t, name);
    if (declining) {
      // A card its bank declines when charged, made the default at the provider directly (the
      // account area checks a card before keeping it, which this one would fail).
      const sandbox = paymentsClient(t.app);
      const method = await sandbox.paymentMethod(declining);
      await sandbox.post(`/v1/payment_methods/${method}/attach`, {
        customer: subscriber.customerId,
      });
      await sandbox.post(`/v1/customers/${subscriber.customerId}`, {
        invoice_settings: { default_payment_method: method },
      });
    }
    await t.database.db
      .update(subscriptions)
      .set({ renewsOn })
      .where(eq(subscriptions.id, subscriber.subscriptionId));
    return subscriber;
  };

  const rowOf = async (subscriptionId: number) => {
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    return row!;
  };
  const invoicesOf = (individualId: number) =>
    t.database.db.select().from(invoices).where(eq(invoices.individualId, individualId));
  const chargesOf = (customerId: string, status: string) =>
    t.database.db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.customerId, customerId), eq(paymentIntents.status, status)));
  const mailsTo = async (email: string) =>
    (await readMailFolder(t.dataDir, { receipts: true })).filter((mail) => mail.to.includes(email));
  const round = (day: string) => t.app.services.renewals.round(day);
  /** A round, then the mails it scheduled, sent that day. */
  const roundAndMail = async (day: string) => {
    await round(day);
    await t.app.services.jobs.runDue(noon(day));
  };

  it('tells the owner 30 days before, once, then charges the price on the date, once', async () => {
    const { owner, subscriptionId, customerId } = await subscribedOwner('ada', '2031-03-10');
    // The compliance calendar plans its own reminders of the renewal (optional mail): its
    // 30-day one steps aside for the notice, which is always sent.
    await planComplianceReminders(t.app.services.jobs, t.database.db, owner.id, noon('2031-02-07'));
    const planned = (await t.app.services.jobs.jobsOf(REMINDER_JOB)).filter((job) =>
      job.key.startsWith(`${REMINDER_JOB}:${owner.id}:renewal-REGISTERED_AGENT:2031-03-10:`),
    );
    expect(planned.map((job) => job.key.split(':').at(-1))).toEqual(
      expect.arrayContaining(['30d', '7d']),
    );
    await round('2031-02-07');
    await t.app.services.jobs.runDue(noon('2031-02-07'));
    expect(await mailsTo(owner.email)).toEqual([]);

    await round('2031-02-08');
    await round('2031-02-09');
    await t.app.services.jobs.runDue(noon('2031-02-09'));
    const notices = await mailsTo(owner.email);
    expect(notices.map((mail) => mail.subject)).toEqual([
      'Your Registered Agent renews on March 10, 2031',
    ]);
    expect(notices[0]!.text).toContain(
      'We will charge $99.00 for the next year to your Visa ending in 4242 that day',
    );
    expect(notices[0]!.headers['list-unsubscribe']).toBeUndefined();

    await round('2031-03-09');
    expect(await invoicesOf(owner.id)).toEqual([]);
    await round('2031-03-10');
    await round('2031-03-10');
    const [invoice, ...more] = await invoicesOf(owner.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      total: 9900,
      description: 'Registered Agent renewal, 2031-03-10 to 2032-03-10',
      cardLast4: '4242',
    });
    const lines = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(lines).toMatchObject([
      { productName: 'REGISTERED_AGENT', unitPrice: 9900, amount: 9900 },
    ]);
    expect(await chargesOf(customerId, 'succeeded')).toHaveLength(1);
    expect(await rowOf(subscriptionId)).toMatchObject({
      status: 'active',
      renewsOn: '2032-03-10',
      declinedCharges: 0,
    });

    await t.app.services.jobs.runDue(noon('2031-03-10'));
    await t.app.services.receipts.settled();
    await t.app.services.jobs.runDue(noon('2031-03-10'));
    const receipts = (await mailsTo(owner.email)).filter((mail) =>
      mail.subject.startsWith('Your Charter receipt'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('We received your payment of $99.00');
  });

  it('charges once when two rounds run at once, and once when a round runs again after a crash', async () => {
    const first = await subscribedOwner('ben', '2032-05-01');
    await Promise.all([round('2032-05-01'), round('2032-05-01')]);
    expect(await invoicesOf(first.owner.id)).toHaveLength(1);
    expect(await chargesOf(first.customerId, 'succeeded')).toHaveLength(1);
    expect((await rowOf(first.subscriptionId)).renewsOn).toBe('2033-05-01');

    // The process stops between the charge and its invoice: the next round (this process's or
    // another's after a restart) repeats the attempt under its key, and the provider answers
    // the charge it made instead of charging again.
    const second = await subscribedOwner('cat', '2032-05-02');
    const crash = vi
      .spyOn(RenewalService.prototype as unknown as { recordRenewal: () => never }, 'recordRenewal')
      .mockRejectedValueOnce(new Error('process killed'));
    await expect(round('2032-05-02')).rejects.toThrow('process killed');
    crash.mockRestore();
    expect(await invoicesOf(second.owner.id)).toEqual([]);
    expect(await chargesOf(second.customerId, 'succeeded')).toHaveLength(1);
    const restarted = await createTestApp({}, t.database as never, { jobClock: t.jobClock });
    try {
      await restarted.app.services.renewals.round('2032-05-02');
    } finally {
      await restarted.close();
    }
    expect(await invoicesOf(second.owner.id)).toHaveLength(1);
    expect(await chargesOf(second.customerId, 'succeeded')).toHaveLength(1);
    expect((await rowOf(second.subscriptionId)).renewsOn).toBe('2033-05-02');
  });

  it('retries a declined renewal 3, 7 and 14 days after, telling the owner each time, then lapses', async () => {
    const { owner, subscriptionId, customerId, call } = await subscribedOwner(
      'dee',
      '2034-07-01',
      '4000000000000002',
    );
    await roundAndMail('2034-07-01');
    expect(await rowOf(subscriptionId)).toMatchObject({
      status: 'past_due',
      declinedCharges: 1,
      retryOn: '2034-07-04',
      lastDecline: 'Your card was declined.',
    });
    const listed = await call(`/checkout/v1/customer/${customerId}/subscriptions`);
    expect(listed.json()).toMatchObject({
      subscriptions: [
        { status: 'past_due', retry_on: '2034-07-04', last_decline: 'Your card was declined.' },
      ],
    });
    await roundAndMail('2034-07-03');
    expect((await rowOf(subscriptionId)).declinedCharges).toBe(1);
    await roundAndMail('2034-07-04');
    expect((await rowOf(subscriptionId)).retryOn).toBe('2034-07-08');
    await roundAndMail('2034-07-08');
    expect((await rowOf(subscriptionId)).retryOn).toBe('2034-07-15');
    await roundAndMail('2034-07-14');
    expect((await rowOf(subscriptionId)).status).toBe('past_due');
    await roundAndMail('2034-07-15');
    expect(await rowOf(subscriptionId)).toMatchObject({
      status: 'lapsed',
      declinedCharges: 4,
      retryOn: null,
    });
    await roundAndMail('2034-08-01');
    await roundAndMail('2035-07-01');
    expect(await chargesOf(customerId, 'requires_payment_method')).toHaveLength(4);
    expect(await chargesOf(customerId, 'succeeded')).toEqual([]);
    expect(await invoicesOf(owner.id)).toEqual([]);

    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'We could not charge your Registered Agent renewal',
      'We could not charge your Registered Agent renewal',
      'We could not charge your Registered Agent renewal',
      'Your Registered Agent has lapsed',
    ]);
    expect(mails.map((mail) => /We will try again on ([^.]+)\./.exec(mail.text)?.[1])).toEqual([
      'July 4, 2034',
      'July 8, 2034',
      'July 15, 2034',
      undefined,
    ]);
    const lapsed = mails[3]!.text;
    expect(lapsed).toContain('4 times, and each charge was declined');
    expect(lapsed).toContain(
      'Every state requires an LLC to keep a registered agent with a physical street address in the state',
    );
    expect(lapsed).toContain(
      'SBA: Register your business, https://www.sba.gov/business-guide/launch-your-business/register-your-business',
    );
  });

  it('charges nothing for a renewal cancelled at period end: it ends on its date, and says what comes next', async () => {
    const { owner, subscriptionId, customerId, call } = await subscribedOwner('eve', '2036-09-01');
    const cancelled = await call(
      `/checkout/v1/customer/${customerId}/subscriptions/${subscriptionId}/cancel`,
      { method: 'POST', payload: { reason: 'closing_business' } },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await round('2036-08-02');
    await round('2036-09-01');
    await round('2036-09-04');
    expect(await rowOf(subscriptionId)).toMatchObject({ status: 'ended', renewsOn: '2036-09-01' });
    expect(await chargesOf(customerId, 'succeeded')).toEqual([]);
    expect(await invoicesOf(owner.id)).toEqual([]);
    await t.app.services.jobs.runDue(noon('2036-09-01'));
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Registered Agent has ended']);
    expect(mails[0]!.text).toContain('it ended on September 1, 2036, and nothing was charged');
    expect(mails[0]!.text).toContain('Every state requires an LLC to keep a registered agent');
    // Ended: no longer to be kept or cancelled.
    const kept = await call(
      `/checkout/v1/customer/${customerId}/subscriptions/${subscriptionId}/keep`,
      { method: 'POST' },
    );
    expect(kept.statusCode).toBe(409);
  });

  it('refuses another owner’s renewal records', async () => {
    const ours = await subscribedOwner('fay', '2037-01-01');
    const theirs = await subscribedOwner('gus', '2037-01-02');
    const listed = await ours.call(`/checkout/v1/customer/${theirs.customerId}/subscriptions`);
    expect(listed.statusCode).toBe(403);
    const own = await ours.call(`/checkout/v1/customer/${ours.customerId}/subscriptions`);
    expect(
      (own.json() as { subscriptions: Array<{ subscription_id: number }> }).subscriptions.map(
        (subscription) => subscription.subscription_id,
      ),
    ).toEqual([ours.subscriptionId]);
  });
});
