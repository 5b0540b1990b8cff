import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { checkoutPackageProducts, checkoutProducts } from '../db/schema';
import { buildCatalogue, type Catalogue } from './catalogue';

/** `excluded.<column>`: the value the upsert tried to insert. */
const excluded = (column: PgColumn): SQL => sql.raw(`excluded."${column.name}"`);

/** The product columns the catalogue decides; a reseed overwrites them. */
const productColumns = {
  type: checkoutProducts.type,
  description: checkoutProducts.description,
  unitPrice: checkoutProducts.unitPrice,
  subscriptionInterval: checkoutProducts.subscriptionInterval,
  optional: checkoutProducts.optional,
  active: checkoutProducts.active,
};

const packageColumns = {
  position: checkoutPackageProducts.position,
  optional: checkoutPackageProducts.optional,
  standardTime: checkoutPackageProducts.standardTime,
  expeditedTime: checkoutPackageProducts.expeditedTime,
};

const fromExcluded = (columns: Record<string, PgColumn>) =>
  Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, excluded(column)]));

/** True when the upsert would change one of these columns. */
const anyChanged = (columns: Record<string, PgColumn>): SQL => {
  const list = Object.values(columns);
  return sql`(${sql.join(list, sql`, `)}) IS DISTINCT FROM (${sql.join(list.map(excluded), sql`, `)})`;
};

const packageKey = sql<string>`concat_ws('/', ${checkoutPackageProducts.state}, ${checkoutPackageProducts.tier}, ${checkoutPackageProducts.productName})`;

/**
 * Brings the stored catalogue to what the code's tables say, on every start: the tables are
 * the source of truth, so a fee edited there is the price served after the next start. Rows are
 * matched by their stable ids, so nothing is duplicated, and `updated_at` moves only for a row
 * that really changed. One transaction, safe when several processes start at once.
 */
export async function seedCheckoutCatalogue(
  db: Database,
  catalogue: Catalogue = buildCatalogue(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(checkoutProducts)
      .values(catalogue.products.map((product) => ({ ...product, active: true })))
      .onConflictDoUpdate({
        target: checkoutProducts.priceId,
        set: { ...fromExcluded(productColumns), updatedAt: sql`now()` },
        setWhere: anyChanged(productColumns),
      });
    // Kept, not deleted: an order or subscription may still name its price id.
    await tx
      .update(checkoutProducts)
      .set({ active: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(checkoutProducts.active, true),
          notInArray(
            checkoutProducts.priceId,
            catalogue.products.map((product) => product.priceId),
          ),
        ),
      );

    await tx
      .insert(checkoutPackageProducts)
      .values(catalogue.packageEntries)
      .onConflictDoUpdate({
        target: [
          checkoutPackageProducts.state,
          checkoutPackageProducts.tier,
          checkoutPackageProducts.productName,
        ],
        set: fromExcluded(packageColumns),
        setWhere: anyChanged(packageColumns),
      });
    // A product taken out of a package leaves it: packages are not referenced by anything.
    await tx.delete(checkoutPackageProducts).where(
      notInArray(
        packageKey,
        catalogue.packageEntries.map((entry) =>
          [entry.state, entry.tier, entry.productName].join('/'),
        ),
      ),
    );
  });
}
