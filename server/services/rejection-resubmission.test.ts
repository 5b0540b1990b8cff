import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailFolder } from '../../tests/support/mail-folder';
import { RESUBMITTED_ONCE } from '../../src/domain/services/service-orders';
import type { PlacedOrdersAnswer } from '../../src/domain/contracts/service-orders';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { invoices } from '../db/schema';
import { OpsError, REJECTION_NEEDS_REASON, setOwnerServiceStatus } from '../ops/ops-commands';
import { fileFormation } from '../test-support/formation-answers';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { createTestApp, type TestApp } from '../test-support/test-app';

const REASON = 'The name is too close to Lone Star Bikes LLC, already registered in Texas.';

// Issue 30 point 5, decision 0090: the back office rejects with a reason; the owner reads it,
// corrects and resubmits once, free; a second rejection is not reopened.
describe('a rejection can be fixed once', () => {
  let t: TestApp;
  let rosa: SignedInOwner;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
    rosa = await signedInOwner(t, 'rosa-rejected', { firstName: 'Rosa', lastName: 'Alvarez' });
    const filed = await fileFormation(t, rosa);
    expect(filed.statusCode).toBe(200);
    await t.app.services.receipts.settled();
  });
  afterAll(() => t.close());

  const reject = (reason?: string) =>
    setOwnerServiceStatus(
      t.app.services.jobs,
      t.database.db,
      { owner: rosa.email, service: 'LLC_FORMATION', status: 'REJECTED', reason },
      new Date(),
    );
  const resubmit = () =>
    asOwner(t, rosa)(`/api/v1/formation/submit?individual_id=${rosa.id}`, { method: 'POST' });
  const invoiceCount = async () =>
    (await t.database.db.select({ n: count() }).from(invoices))[0]!.n;
  const latestFormation = async () => {
    const answer = (await asOwner(t, rosa)(`/api/v1/services/orders/${rosa.id}`)).json();
    return (answer as PlacedOrdersAnswer).orders.find(
      (order) => order.service === 'llc-formation',
    )!;
  };

  it('refuses a rejection without its reason, and changes nothing', async () => {
    await expect(reject()).rejects.toEqual(new OpsError(REJECTION_NEEDS_REASON));
    await expect(reject('   ')).rejects.toEqual(new OpsError(REJECTION_NEEDS_REASON));
    expect((await latestFormation()).status).toBe('SUBMITTED');
    await expect(
      setOwnerServiceStatus(
        t.app.services.jobs,
        t.database.db,
        { owner: rosa.email, service: 'LLC_FORMATION', status: 'IN_PROGRESS', reason: 'x' },
        new Date(),
      ),
    ).rejects.toBeInstanceOf(OpsError);
  });

  it('keeps the reason in the order’s history, and mails it with what to do', async () => {
    await reject(REASON);
    const order = await latestFormation();
    expect(order.status).toBe('REJECTED');
    expect(order.history.at(-1)).toMatchObject({ status: 'REJECTED', reason: REASON });

    await t.app.services.jobs.runDue(new Date(Date.now() + 60_000));
    const [mail] = (await readMailFolder(t.dataDir, { statusMails: true })).filter(
      (message) => message.to.includes(rosa.email) && message.subject.includes('Rejected'),
    );
    expect(mail!.text).toContain(`Why: ${REASON}`);
    expect(mail!.text).toContain(
      `Follow it on its timeline: http://charter.test/business-profile#order-${order.id}`,
    );
    expect(mail!.text).toContain(
      'You can correct your answers and resubmit it once, free of charge, from its card on your dashboard.',
    );
  });

  it('takes the corrected submission once, charging nothing again', async () => {
    const before = await invoiceCount();
    const again = await resubmit();
    expect(again.statusCode).toBe(200);
    expect((await latestFormation()).status).toBe('SUBMITTED');

    await reject('The registered agent’s address is a P.O. box.');
    const third = await resubmit();
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: RESUBMITTED_ONCE });
    expect((await latestFormation()).status).toBe('REJECTED');
    expect(await invoiceCount()).toBe(before);
  });
});
