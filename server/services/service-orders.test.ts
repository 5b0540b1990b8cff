import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { setOwnerServiceStatus } from '../ops/ops-commands';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { paymentsClient } from '../test-support/payments-client';
import { CERTIFICATE_PURCHASE } from '../test-support/formed-business';
import { buyAsOwner, checkoutAsOwner } from '../test-support/purchases';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { PlacedOrdersAnswer } from '../../src/domain/contracts/service-orders';

// Each purchase is an order (issue 30 point 7, decision 0085): a one-time service is bought
// again once its last order has ended, never while one is open; the spec's status call answers
// the latest order, the orders call every one with its history.
describe('orders: a service bought again', () => {
  let t: TestApp;
  let rosa: SignedInOwner;
  let ivan: SignedInOwner;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
    rosa = await signedInOwner(t, 'rosa-orders');
    ivan = await signedInOwner(t, 'ivan-orders');
  });
  afterAll(() => t.close());

  const setStatus = (owner: SignedInOwner, service: string, status: string) =>
    setOwnerServiceStatus(
      t.app.services.jobs,
      t.database.db,
      { owner: String(owner.id), service, status },
      new Date(),
    );
  const ordersOf = async (owner: SignedInOwner, id = owner.id) =>
    asOwner(t, owner)(`/api/v1/services/orders/${id}`);
  const statusOf = async (owner: SignedInOwner, service: string) => {
    const response = await asOwner(t, owner)(`/api/v1/services/status/${owner.id}`);
    const services = (response.json() as { services: Array<{ service: string; status: string }> })
      .services;
    return services.filter((entry) => entry.service === service).map((entry) => entry.status);
  };
  const buy = async (owner: SignedInOwner, products: string[]) =>
    checkoutAsOwner(t, owner, products, await paymentsClient(t.app).token('4242424242424242'));

  it('refuses a second certificate while the first order is open, then sells it once it is done', async () => {
    await buyAsOwner(t, rosa, CERTIFICATE_PURCHASE);
    await setStatus(rosa, 'cert-good-standing', 'SUBMITTED');

    const whileOpen = await buy(rosa, CERTIFICATE_PURCHASE);
    expect(whileOpen.statusCode).toBe(422);
    expect(whileOpen.json()).toEqual({
      message: 'You have already bought Certificate of Good Standing: it is not charged again.',
    });

    await setStatus(rosa, 'cert-good-standing', 'ACTIVE');
    const again = await buy(rosa, CERTIFICATE_PURCHASE);
    expect(again.statusCode).toBe(200);
    await t.app.services.receipts.settled();

    // The spec's status call answers the latest order; the orders call keeps both.
    expect(await statusOf(rosa, 'cert-good-standing')).toEqual(['PURCHASED']);
    const response = await ordersOf(rosa);
    expect(response.statusCode).toBe(200);
    const { orders } = response.json() as PlacedOrdersAnswer;
    const certificates = orders.filter((order) => order.service === 'cert-good-standing');
    expect(certificates.map((order) => order.status)).toEqual(['PURCHASED', 'ACTIVE']);
    expect(certificates[1]!.history.map((step) => step.status)).toEqual([
      'PURCHASED',
      'SUBMITTED',
      'ACTIVE',
    ]);
    expect(certificates[0]!.history.map((step) => step.status)).toEqual(['PURCHASED']);
    expect(Date.parse(certificates[0]!.ordered_at)).toBeGreaterThanOrEqual(
      Date.parse(certificates[1]!.updated_at),
    );
  });

  it('moves only the latest order when the back office changes the status', async () => {
    await setStatus(rosa, 'cert-good-standing', 'IN_PROGRESS');
    const { orders } = (await ordersOf(rosa)).json() as PlacedOrdersAnswer;
    const certificates = orders.filter((order) => order.service === 'cert-good-standing');
    expect(certificates.map((order) => order.status)).toEqual(['IN_PROGRESS', 'ACTIVE']);
  });

  it('sells a service had once per business again only after a rejection', async () => {
    await buyAsOwner(t, ivan, ['EIN_APPLICATION']);
    await setStatus(ivan, 'ein-application', 'ACTIVE');
    const afterDone = await buy(ivan, ['EIN_APPLICATION']);
    expect(afterDone.statusCode).toBe(422);

    await setStatus(ivan, 'ein-application', 'REJECTED');
    const afterRejected = await buy(ivan, ['EIN_APPLICATION']);
    expect(afterRejected.statusCode).toBe(200);
    await t.app.services.receipts.settled();
    expect(await statusOf(ivan, 'ein-application')).toEqual(['PURCHASED']);
  });

  it('refuses another owner’s orders', async () => {
    const foreign = await ordersOf(ivan, rosa.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Forbidden' });
    const anonymous = await t.app.inject(`/api/v1/services/orders/${rosa.id}`);
    expect(anonymous.statusCode).toBe(401);
  });
});
