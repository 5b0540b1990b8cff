import type { CheckoutProduct } from '../checkout/checkout-product';
import { STANDARD_FILING_DAYS, STANDARD_FILING_MIN_DAYS } from '../estimates/filing-days';
import { isStandardStateFiling } from '../checkout/product-keys';
import { productTitle } from '../checkout/product-titles';
import type { StateFacts } from '../state-facts/state-facts';
import { parseTier, TIERS, type Tier } from '../tiers';

/** A tier's package as the package list answers it: its products in order, optional or not. */
export interface PlanPackage {
  name: string;
  products: ReadonlyArray<{ name: string; optional?: boolean }>;
}

/** What a plan card shows for one state. */
export interface PlanOffer {
  tier: Tier;
  /** Due today with the standard filing: Charter's services plus the state's filing fee. */
  todayCents: number;
  charterCents: number;
  stateFeeCents: number;
  /** What the plan holds, as the card lists it. */
  includes: string[];
}

/**
 * Each plan's price and contents in one state (issue 15): the package's required products
 * priced from the state's product list — the same products the checkout selects before any
 * add-on is chosen — and the optional registered agent the package offers free for its first
 * year. A plan whose products are not all priced is left out rather than shown too cheap.
 */
export function planOffers(
  packages: readonly PlanPackage[],
  products: readonly CheckoutProduct[],
): PlanOffer[] {
  const priceOf = new Map(products.map((product) => [product.name, product.unit_price]));
  const offers: PlanOffer[] = [];
  for (const tier of TIERS) {
    const plan = packages.find((candidate) => parseTier(candidate.name) === tier);
    if (!plan) continue;
    const required = plan.products.filter((product) => product.optional !== true);
    if (required.some((product) => !priceOf.has(product.name))) continue;
    const stateFeeCents = required
      .filter((product) => isStandardStateFiling(product.name))
      .reduce((sum, product) => sum + priceOf.get(product.name)!, 0);
    const charterCents = required
      .filter((product) => !isStandardStateFiling(product.name))
      .reduce((sum, product) => sum + priceOf.get(product.name)!, 0);
    const includes = plan.products
      .filter((product) => !isStandardStateFiling(product.name))
      .map((product) =>
        product.optional === true
          ? `${productTitle(product.name)}, free for 1st year`
          : productTitle(product.name),
      );
    offers.push({
      tier,
      todayCents: charterCents + stateFeeCents,
      charterCents,
      stateFeeCents,
      includes,
    });
  }
  return offers;
}

/** How long the state filing takes, as the plan and filing cards say it. */
export function standardFilingText(facts: StateFacts | null): string {
  const days = facts?.standard_filing.business_days ?? {
    min: STANDARD_FILING_MIN_DAYS,
    max: STANDARD_FILING_DAYS,
  };
  const range = days.min === days.max ? `${days.max}` : `${days.min}-${days.max}`;
  return `${range} business day${days.max === 1 ? '' : 's'}`;
}
