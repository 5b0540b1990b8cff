import { isFormationStateFiling } from '../../src/domain/checkout/product-keys';
import { TIERS, type Tier } from '../../src/domain/tiers';
import { PACKAGE_CONTENTS, STATE_FEE } from './package-contents';

/**
 * The plan a purchase buys: the highest tier whose package's required products are all in it,
 * the state filing met by either fee (the rapid one replaces the standard one). Null when the
 * purchase is no package (a service bought from the dashboard).
 */
export function purchasedTier(productNames: readonly string[]): Tier | null {
  const bought = (product: string) =>
    product === STATE_FEE
      ? productNames.some(isFormationStateFiling)
      : productNames.includes(product);
  const complete = TIERS.filter((tier) =>
    PACKAGE_CONTENTS[tier].every((item) => item.optional || bought(item.product)),
  );
  return complete.at(-1) ?? null;
}

/** The plan an owner has after buying `bought`: never lower than the one they had. */
export function tierAfter(current: Tier | null, bought: Tier | null): Tier | null {
  if (bought === null) return current;
  return TIERS.indexOf(bought) > TIERS.indexOf(current as Tier) ? bought : current;
}
