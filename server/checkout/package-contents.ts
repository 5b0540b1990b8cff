import type { ProductKey } from '../../src/domain/checkout/product-keys';
import { RAPID_STATE_FILING } from '../../src/domain/checkout/product-keys';
import type { Tier } from '../../src/domain/tiers';

/** Stands for the state's own standard filing fee (e.g. CA-STATE) in every state's package. */
export const STATE_FEE = 'STATE_FEE';

export interface PackageItem {
  product: ProductKey | typeof STATE_FEE;
  /**
   * Whether the buyer may leave it out. Required products are always in (foundation §4); an
   * optional one is in only while the buyer keeps choosing it (the registered agent: "choosing
   * someone else removes it").
   */
  optional: boolean;
}

const required = (product: PackageItem['product']): PackageItem => ({ product, optional: false });

/** What any LLC formation carries, in every tier and when bought alone: the filing and its fee. */
export const FORMATION_REQUIREMENTS: readonly PackageItem[] = [
  required('LLC_FORMATION'),
  required(STATE_FEE),
];

const STARTER: readonly PackageItem[] = FORMATION_REQUIREMENTS;
const GROWTH: readonly PackageItem[] = [
  ...STARTER,
  { product: 'REGISTERED_AGENT', optional: true },
  required('EIN_APPLICATION'),
  required('LLC_OPERATING_AGREEMENT'),
];
// "For tier COMPLETE the expert review is included" (foundation §4): required, not offered.
const COMPLETE: readonly PackageItem[] = [
  ...GROWTH,
  required('EXPERT_REVIEW'),
  required('BUSINESS_HUB'),
  required('DOC_LIBRARY'),
];

/**
 * The one place that says what each tier's package holds, the same in every state. Each tier
 * holds the one below it, in the order the checkout lists them.
 */
export const PACKAGE_CONTENTS: Readonly<Record<Tier, readonly PackageItem[]>> = {
  STARTER,
  GROWTH,
  COMPLETE,
};

/**
 * Offered beside every package in registration, in when chosen (foundation §4 selection
 * rules): the rapid filing instead of the standard one, the registered agent, expert review.
 * A package that already holds one of them lists it with the package's own flag instead.
 */
export const REGISTRATION_ADD_ONS: readonly string[] = [
  RAPID_STATE_FILING,
  'REGISTERED_AGENT',
  'EXPERT_REVIEW',
] satisfies ReadonlyArray<ProductKey | typeof RAPID_STATE_FILING>;
