import { and, eq, inArray } from 'drizzle-orm';
import {
  isFormationStateFiling,
  isProductKey,
  serviceOfStateFee,
  serviceStateFeeName,
} from '../../src/domain/checkout/product-keys';
import { productTitle } from '../../src/domain/checkout/product-titles';
import { findUsState } from '../../src/domain/us-states';
import type { Database } from '../db/database';
import { checkoutProducts } from '../db/schema';
import type { PricedLine } from './order-pricing';

const FORMATION = 'LLC_FORMATION';

type Line = Pick<PricedLine, 'productName' | 'state'>;

const stateName = (code: string) => findUsState(code)?.name ?? code;

/**
 * Why an order's state fees do not fit its services, or null (decision 0045). Each state fee is
 * paid with the filing it is for, in the same state: a service's own fee with that service; the
 * formation's filing fee (`<XX>-STATE`, or RAPID-STATE instead) with the formation, exactly one
 * of them. A service whose state fee the catalogue sells (`soldFees`: sourced, above zero) is
 * bought with it; where the fee is unknown the catalogue sells none and nothing is charged.
 */
export function stateFeeRefusal(
  lines: readonly Line[],
  soldFees: ReadonlySet<string>,
): string | null {
  const has = (name: string, state: string) =>
    lines.some((line) => line.productName === name && line.state === state);
  // The fees first: a fee without its filing is what is wrong, not the filing.
  for (const { productName: name, state } of lines) {
    const serviceFee = serviceOfStateFee(name);
    if (serviceFee && !(serviceFee.state === state && has(serviceFee.productKey, state))) {
      const service = productTitle(serviceFee.productKey);
      return `The ${productTitle(name)} is only sold with the ${service} in ${stateName(serviceFee.state)}.`;
    }
    if (isFormationStateFiling(name) && !has(FORMATION, state)) {
      return `The ${productTitle(name)} is only sold with the ${productTitle(FORMATION)} in ${stateName(state)}.`;
    }
  }
  for (const { productName: name, state } of lines) {
    if (!isProductKey(name)) continue;
    if (name === FORMATION) {
      const filings = lines.filter((other) => isFormationStateFiling(other.productName));
      if (filings.length !== 1) {
        return `The ${productTitle(FORMATION)} is sold with one ${stateName(state)} state filing fee, standard or expedited.`;
      }
    }
    const ownFee = serviceStateFeeName(state, name);
    if (soldFees.has(ownFee) && !has(ownFee, state)) {
      return `The ${productTitle(name)} is sold with the ${productTitle(ownFee)}.`;
    }
  }
  return null;
}

/** stateFeeRefusal against the catalogue's active service fees for the order's services. */
export async function orderStateFeeRefusal(
  db: Database,
  lines: readonly Line[],
): Promise<string | null> {
  const ownFees = lines.flatMap((line) =>
    isProductKey(line.productName) ? [serviceStateFeeName(line.state, line.productName)] : [],
  );
  const sold = ownFees.length
    ? await db
        .select({ name: checkoutProducts.name })
        .from(checkoutProducts)
        .where(and(inArray(checkoutProducts.name, ownFees), eq(checkoutProducts.active, true)))
    : [];
  return stateFeeRefusal(lines, new Set(sold.map((row) => row.name)));
}
