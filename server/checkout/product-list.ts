import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tier } from '../../src/domain/tiers';
import type { Database } from '../db/database';
import { checkoutPackageProducts, checkoutProducts } from '../db/schema';
import { REGISTRATION_ADD_ONS } from './package-contents';

/** A product as GET /v1/dashboard_product/list answers it (spec foundation §3 "Product"). */
export interface ProductResponse {
  name: string;
  description: string;
  active: boolean;
  /** Whether the buyer may leave it out: in the tier's package when a tier was asked for. */
  optional: boolean;
  /** Cents. */
  unit_price: number;
  price_type: 'one_time' | 'recurring';
  state: string;
  /** unit_price in dollars with two decimals, e.g. "70.00". */
  price: string;
  type: string;
  recurring: boolean;
  price_id: string;
  product_id: string;
  /** ISO 8601. */
  created: string;
  updated: string;
  /** The tier asked for, or null. */
  tier: Tier | null;
  subscription_interval: string | null;
}

export interface ProductFilter {
  state: string | null;
  tier: Tier | null;
}

type ProductRow = typeof checkoutProducts.$inferSelect;

/** Byte order, so every database lists names alike whatever its default collation. */
const byteOrder = (column: typeof checkoutProducts.name) => sql`${column} collate "C"`;

/**
 * The active products, of one state or all. With a tier: what that tier's registration checkout
 * offers, i.e. its package's products (with the package's required flags) and the add-ons any
 * buyer may choose; without: every product, for buying services one at a time.
 */
export async function listProducts(db: Database, filter: ProductFilter) {
  const products = await db
    .select()
    .from(checkoutProducts)
    .where(
      and(
        eq(checkoutProducts.active, true),
        filter.state === null ? undefined : eq(checkoutProducts.state, filter.state),
      ),
    )
    .orderBy(asc(checkoutProducts.state), asc(byteOrder(checkoutProducts.name)));
  if (filter.tier === null) {
    return products.map((product) => productResponse(product, null, product.optional));
  }

  const packaged = await db
    .select()
    .from(checkoutPackageProducts)
    .where(
      and(
        eq(checkoutPackageProducts.tier, filter.tier),
        filter.state === null ? undefined : eq(checkoutPackageProducts.state, filter.state),
      ),
    );
  const optionalInPackage = new Map(
    packaged.map((entry) => [`${entry.state}/${entry.productName}`, entry.optional]),
  );
  const tier = filter.tier;
  return products.flatMap((product) => {
    const inPackage = optionalInPackage.get(`${product.state}/${product.name}`);
    if (inPackage !== undefined) return [productResponse(product, tier, inPackage)];
    if (REGISTRATION_ADD_ONS.includes(product.name)) return [productResponse(product, tier, true)];
    return [];
  });
}

function productResponse(row: ProductRow, tier: Tier | null, optional: boolean): ProductResponse {
  const recurring = row.subscriptionInterval !== null;
  return {
    name: row.name,
    description: row.description,
    active: row.active,
    optional,
    unit_price: row.unitPrice,
    price_type: recurring ? 'recurring' : 'one_time',
    state: row.state,
    price: (row.unitPrice / 100).toFixed(2),
    type: row.type,
    recurring,
    price_id: row.priceId,
    product_id: row.productId,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    tier,
    subscription_interval: row.subscriptionInterval,
  };
}
