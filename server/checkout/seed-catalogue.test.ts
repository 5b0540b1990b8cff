import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPackageProducts, checkoutProducts } from '../db/schema';
import { createTestApp, openTestDatabase } from '../test-support/test-app';
import { buildCatalogue, type Catalogue } from './catalogue';
import type { ProductResponse } from './product-list';
import { seedCheckoutCatalogue } from './seed-catalogue';
import { STATE_FACTS } from '../state-data/state-facts';
import { chargedServiceFees } from '../../src/domain/services/service-state-fees';

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

/** A server start on this database: the seed, then California's products as served. */
async function californiaAfterStart(database: TestDatabase, catalogue: Catalogue) {
  await seedCheckoutCatalogue(database.db, catalogue);
  const t = await createTestApp({}, database);
  try {
    const response = await t.app.inject('/checkout/v1/dashboard_product/list?state=CA');
    return (response.json() as { products: ProductResponse[] }).products;
  } finally {
    await t.close();
  }
}

describe('seeding the checkout catalogue at every start', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  const storedProducts = () => database.db.select().from(checkoutProducts);
  const storedPackageEntries = () => database.db.select().from(checkoutPackageProducts);
  const stored = async (name: string, state = 'CA') =>
    (
      await database.db
        .select()
        .from(checkoutProducts)
        .where(and(eq(checkoutProducts.state, state), eq(checkoutProducts.name, name)))
    )[0]!;

  it('adds nothing and changes nothing when started again on the same tables', async () => {
    const catalogue = buildCatalogue();
    await seedCheckoutCatalogue(database.db, catalogue);
    const first = await storedProducts();
    await seedCheckoutCatalogue(database.db, catalogue);
    await seedCheckoutCatalogue(database.db, catalogue);

    // Eleven services and the standard filing everywhere; rapid filing where the state sells
    // it, and each service's own fee where it is sourced and above zero.
    const facts = [...STATE_FACTS.values()];
    const rapidStates = facts.filter((state) => state.rapid_filing.offered);
    const ownFees = facts.flatMap(chargedServiceFees);
    expect(first).toHaveLength(51 * 12 + rapidStates.length + ownFees.length);
    expect(await storedProducts()).toEqual(expect.arrayContaining(first));
    expect(await storedProducts()).toHaveLength(first.length);
    expect(await storedPackageEntries()).toHaveLength(51 * (2 + 5 + 8));
  });

  it('serves a fee edited in the state data after a restart, under the same ids', async () => {
    const california = STATE_FACTS.get('CA')!;
    const before = await californiaAfterStart(database, buildCatalogue());
    const after = await californiaAfterStart(
      database,
      buildCatalogue(
        new Map(STATE_FACTS).set('CA', {
          ...california,
          formation_fee: { ...california.formation_fee!, cents: 75_00 },
        }),
      ),
    );

    const fee = (list: ProductResponse[], name: string) =>
      list.find((product) => product.name === name)!;
    expect(fee(after, 'CA-STATE')).toMatchObject({
      unit_price: 7500,
      price: '75.00',
      price_id: fee(before, 'CA-STATE').price_id,
      product_id: fee(before, 'CA-STATE').product_id,
      created: fee(before, 'CA-STATE').created,
    });
    expect(fee(after, 'CA-STATE').updated > fee(before, 'CA-STATE').updated).toBe(true);
    expect(fee(after, 'RAPID-STATE').unit_price).toBe(75_00 + 350_00 + 50_00);
    // Nothing else moved.
    expect(fee(after, 'LLC_FORMATION')).toEqual(fee(before, 'LLC_FORMATION'));
    expect(after).toHaveLength(before.length);
  });

  it('puts the state data’s price back over a hand edit in the database', async () => {
    await database.db
      .update(checkoutProducts)
      .set({ unitPrice: 1 })
      .where(eq(checkoutProducts.priceId, 'price_ky_ky_state'));
    await seedCheckoutCatalogue(database.db, buildCatalogue());
    expect((await stored('KY-STATE', 'KY')).unitPrice).toBe(40_00);
  });

  it('retires a product the catalogue drops and revives it when it returns', async () => {
    const full = buildCatalogue();
    const withoutHub: Catalogue = {
      products: full.products.filter((product) => product.name !== 'BUSINESS_HUB'),
      packageEntries: full.packageEntries.filter((entry) => entry.productName !== 'BUSINESS_HUB'),
    };
    const served = await californiaAfterStart(database, withoutHub);
    expect(served.map((product) => product.name)).not.toContain('BUSINESS_HUB');
    expect((await stored('BUSINESS_HUB')).active).toBe(false);
    expect(
      (await storedPackageEntries()).filter((entry) => entry.productName === 'BUSINESS_HUB'),
    ).toEqual([]);

    await seedCheckoutCatalogue(database.db, full);
    expect((await stored('BUSINESS_HUB')).active).toBe(true);
    expect(await storedPackageEntries()).toHaveLength(full.packageEntries.length);
  });
});
