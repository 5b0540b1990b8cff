import { ADD_ON_NAMES } from '../../src/domain/contracts/individual';
import { purchasedProductNames } from '../checkout/invoices';
import type { Database } from '../db/database';

/** The add-ons an owner has bought (ADD_ON_NAMES), from what their invoices hold. */
export async function ownerAddOns(db: Database, individualId: number): Promise<string[]> {
  return (await purchasedProductNames(db, individualId))
    .flatMap((name) => ADD_ON_NAMES[name] ?? [])
    .sort();
}
