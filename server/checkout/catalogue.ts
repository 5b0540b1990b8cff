import {
  PRODUCT_KEYS,
  RAPID_STATE_FILING,
  serviceStateFeeName,
  standardStateFilingName,
  type ProductKey,
} from '../../src/domain/checkout/product-keys';
import { formatCents } from '../../src/domain/checkout/money';
import { productTitle } from '../../src/domain/checkout/product-titles';
import { chargedServiceFees } from '../../src/domain/services/service-state-fees';
import type { StateFacts } from '../../src/domain/state-facts/state-facts';
import { TIERS, type Tier } from '../../src/domain/tiers';
import { US_STATES, type UsState } from '../../src/domain/us-states';
import { STATE_FACTS } from '../state-data/state-facts';
import { productTimes } from './estimated-times';
import { FORMATION_REQUIREMENTS, PACKAGE_CONTENTS, STATE_FEE } from './package-contents';
import { productIds } from './product-ids';
import { servicePrice } from './service-prices';

/** A priced product of one state: a Charter service, or a state filing fee. */
export interface CatalogueProduct {
  priceId: string;
  productId: string;
  /** A product key, `<XX>-STATE`, RAPID-STATE or a service's own `<XX>-<KEY>-STATE`. */
  name: string;
  /** Two-letter code. */
  state: string;
  type: 'service' | 'state_fee';
  description: string;
  /** Cents. */
  unitPrice: number;
  subscriptionInterval: 'year' | null;
  /** Whether the buyer may leave it out when no package is involved. */
  optional: boolean;
}

/** One product of one tier's package in one state. */
export interface CataloguePackageEntry {
  state: string;
  tier: Tier;
  productName: string;
  /** Order within the package. */
  position: number;
  optional: boolean;
  /** Seconds. */
  standardTime: number;
  expeditedTime: number;
}

export interface Catalogue {
  products: CatalogueProduct[];
  packageEntries: CataloguePackageEntry[];
}

/**
 * Everything the checkout service sells, per state: the services at their prices, the state
 * filing fees and each service's own state fee where it is sourced and above zero, from each
 * state's facts (server/state-data). The facts are a parameter so a test
 * can start the server on edited ones.
 */
export function buildCatalogue(facts: ReadonlyMap<string, StateFacts> = STATE_FACTS): Catalogue {
  const products: CatalogueProduct[] = [];
  const packageEntries: CataloguePackageEntry[] = [];
  for (const state of US_STATES) {
    const stateFacts = facts.get(state.abbreviation);
    // No sourced fee: refuse to start rather than sell a formation at an invented price
    // (decision 0041).
    if (!stateFacts?.formation_fee) throw new Error(`No LLC filing fee for ${state.name}`);
    products.push(
      ...PRODUCT_KEYS.map((key) => serviceProduct(state, key)),
      ...stateFeeProducts(state, stateFacts),
    );
    packageEntries.push(...TIERS.flatMap((tier) => packageOf(state, stateFacts, tier)));
  }
  return { products, packageEntries };
}

const alwaysRequired = new Set(FORMATION_REQUIREMENTS.map((item) => item.product));

function serviceProduct(state: UsState, key: ProductKey): CatalogueProduct {
  const { unitPrice, description, subscriptionInterval } = servicePrice(key);
  return {
    ...productIds(state.abbreviation, key),
    name: key,
    state: state.abbreviation,
    type: 'service',
    description,
    unitPrice,
    subscriptionInterval,
    optional: !alwaysRequired.has(key),
  };
}

function stateFeeProducts(state: UsState, facts: StateFacts): CatalogueProduct[] {
  const fee = (name: string, unitPrice: number, description: string, optional: boolean) => ({
    ...productIds(state.abbreviation, name),
    name,
    state: state.abbreviation,
    type: 'state_fee' as const,
    description,
    unitPrice,
    subscriptionInterval: null,
    optional,
  });
  const filingFee = facts.formation_fee!.cents;
  const standard = fee(
    standardStateFilingName(state.abbreviation),
    filingFee,
    `${state.name} state filing fee for forming an LLC, paid to the state.`,
    !alwaysRequired.has(STATE_FEE),
  );
  // Sold with their service only (decision 0045); an unknown or zero fee has no product.
  const ownFees = chargedServiceFees(facts).map(({ productKey, fee: { cents } }) =>
    fee(
      serviceStateFeeName(state.abbreviation, productKey),
      cents,
      `${state.name} state fee for the ${productTitle(productKey)}, paid to the state.`,
      true,
    ),
  );
  const rapid = facts.rapid_filing;
  // Not sold where the state has no expedite Charter can promise in one business day.
  if (!rapid.offered) return [standard, ...ownFees];
  return [
    standard,
    ...ownFees,
    // Optional: the buyer picks it instead of the standard fee (foundation §4).
    fee(
      RAPID_STATE_FILING,
      filingFee + rapid.state_fee.cents + rapid.charter_fee_cents,
      `${state.name} state filing fee with the state's ${rapid.tier_name} expedite ` +
        `(${formatCents(rapid.state_fee.cents)}) and Charter's rapid filing ` +
        `(${formatCents(rapid.charter_fee_cents)}): filed in ${rapid.business_days} business day.`,
      true,
    ),
  ];
}

function packageOf(state: UsState, facts: StateFacts, tier: Tier): CataloguePackageEntry[] {
  return PACKAGE_CONTENTS[tier].map(({ product, optional }, position) => {
    const times = productTimes(product, facts);
    return {
      state: state.abbreviation,
      tier,
      productName: product === STATE_FEE ? standardStateFilingName(state.abbreviation) : product,
      position,
      optional,
      standardTime: times.standard,
      expeditedTime: times.expedited,
    };
  });
}
