import { asc, eq } from 'drizzle-orm';
import { TIERS, type Tier } from '../../src/domain/tiers';
import type { Database } from '../db/database';
import { checkoutPackageProducts } from '../db/schema';

/** A tier's package as GET /v1/package/list answers it (spec dashboard §3 "Package"). */
export interface PackageResponse {
  /** The tier: STARTER, GROWTH or COMPLETE. */
  name: Tier;
  state: string;
  products: Array<{
    name: string;
    /** Seconds. */
    standard_time: number;
    /** Seconds, with the RAPID-STATE add-on. */
    expedited_time: number;
    optional: boolean;
  }>;
}

/** The packages of one state or all, by state, then tier from STARTER up. */
export async function listPackages(db: Database, state: string | null) {
  const entries = await db
    .select()
    .from(checkoutPackageProducts)
    .where(state === null ? undefined : eq(checkoutPackageProducts.state, state))
    .orderBy(asc(checkoutPackageProducts.state), asc(checkoutPackageProducts.position));

  const packages = new Map<string, PackageResponse>();
  for (const entry of entries) {
    const key = `${entry.state}/${entry.tier}`;
    let found = packages.get(key);
    if (!found) {
      found = { name: entry.tier as Tier, state: entry.state, products: [] };
      packages.set(key, found);
    }
    found.products.push({
      name: entry.productName,
      standard_time: entry.standardTime,
      expedited_time: entry.expeditedTime,
      optional: entry.optional,
    });
  }
  // Tier order is the plans' order, not the alphabet's.
  return [...packages.values()].sort(
    (a, b) => a.state.localeCompare(b.state) || TIERS.indexOf(a.name) - TIERS.indexOf(b.name),
  );
}
