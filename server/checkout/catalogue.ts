import {
  PRODUCT_KEYS,
  RAPID_STATE_FILING,
  standardStateFilingName,
  type ProductKey,
} from '../../src/domain/checkout/product-keys';
import { TIERS, type Tier } from '../../src/domain/tiers';
import { US_STATES, type UsState } from '../../src/domain/us-states';
import { SERVICE_TIMES, STATE_FILING_TIMES } from './estimated-times';
import { FORMATION_REQUIREMENTS, PACKAGE_CONTENTS, STATE_FEE } from './package-contents';
import { productIds } from './product-ids';
import { servicePrice } from './service-prices';
import { RAPID_FILING_SURCHARGE, STATE_FILING_FEES } from './state-filing-fees';

/** A priced product of one state: a Charter service, or a state filing fee. */
export interface CatalogueProduct {
  priceId: string;
  productId: string;
  /** A product key, `<XX>-STATE` or RAPID-STATE. */
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
 * Everything the checkout service sells, per state, built from the tables in this folder. The
 * fee table is a parameter so a test can start the server on an edited one.
 */
export function buildCatalogue(
  filingFees: Readonly<Record<string, number>> = STATE_FILING_FEES,
): Catalogue {
  const products: CatalogueProduct[] = [];
  const packageEntries: CataloguePackageEntry[] = [];
  for (const state of US_STATES) {
    const filingFee = filingFees[state.abbreviation];
    // A state without a fee could not be formed in; refuse to start rather than sell that.
    if (filingFee === undefined) throw new Error(`No LLC filing fee for ${state.name}`);
    products.push(
      ...PRODUCT_KEYS.map((key) => serviceProduct(state, key)),
      ...stateFeeProducts(state, filingFee),
    );
    packageEntries.push(...TIERS.flatMap((tier) => packageOf(state, tier)));
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

function stateFeeProducts(state: UsState, filingFee: number): CatalogueProduct[] {
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
  return [
    fee(
      standardStateFilingName(state.abbreviation),
      filingFee,
      `${state.name} state filing fee for forming an LLC, paid to the state.`,
      !alwaysRequired.has(STATE_FEE),
    ),
    // Optional: the buyer picks it instead of the standard fee (foundation §4).
    fee(
      RAPID_STATE_FILING,
      filingFee + RAPID_FILING_SURCHARGE,
      `${state.name} state filing fee with expedited filing: filed in 1 business day.`,
      true,
    ),
  ];
}

function packageOf(state: UsState, tier: Tier): CataloguePackageEntry[] {
  return PACKAGE_CONTENTS[tier].map(({ product, optional }, position) => {
    const times = product === STATE_FEE ? STATE_FILING_TIMES : SERVICE_TIMES[product];
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
