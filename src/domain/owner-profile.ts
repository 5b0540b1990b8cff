import { RAPID_STATE_FILING } from './checkout/product-keys';
import { parseTier, type Tier } from './tiers';

/**
 * The add-ons an owner can have bought, by the product name on the invoice, spelled as the
 * dashboard's app state spells them (spec dashboard §3 "add_ons (e.g. RAPID-STATE,
 * EXPERT-REVIEW, REGISTERED_AGENT)"): the expedited filing decides the formation's estimate,
 * the others show in the formation's modal.
 */
export const ADD_ON_NAMES: Readonly<Record<string, string>> = {
  [RAPID_STATE_FILING]: RAPID_STATE_FILING,
  EXPERT_REVIEW: 'EXPERT-REVIEW',
  REGISTERED_AGENT: 'REGISTERED_AGENT',
};

/** The signed-in account owner as GET /api/v1/individual/{individual_id} returns it. */
export interface OwnerProfile {
  individual_id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  tier: Tier | null;
  stripe_customer_id: string | null;
  /** Two-letter code of the business's state, known once the owner has bought something. */
  business_state: string | null;
  /** Bought add-ons, values of ADD_ON_NAMES. */
  add_ons: string[];
  /**
   * The owner's order page (spec dashboard §3 order_url: the licence report's); null while
   * there is none. The documents area opens when there is one, documents or not.
   */
  order_url: string | null;
}

export function ownerDisplayName(owner: Pick<OwnerProfile, 'first_name' | 'last_name'>): string {
  return `${owner.first_name} ${owner.last_name}`.trim();
}

/** Validates an API response before the UI trusts it. */
export function parseOwnerProfile(input: unknown): OwnerProfile {
  if (typeof input !== 'object' || input === null)
    throw new Error('Owner profile must be an object');
  const o = input as Record<string, unknown>;
  if (typeof o.individual_id !== 'number' || typeof o.email !== 'string') {
    throw new Error('Owner profile is missing individual_id or email');
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const nullable = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
  return {
    individual_id: o.individual_id,
    email: o.email,
    first_name: str(o.first_name),
    last_name: str(o.last_name),
    phone: nullable(o.phone),
    tier: parseTier(o.tier),
    stripe_customer_id: nullable(o.stripe_customer_id),
    business_state: nullable(o.business_state),
    add_ons: Array.isArray(o.add_ons)
      ? o.add_ons.filter((addOn): addOn is string => typeof addOn === 'string')
      : [],
    order_url: nullable(o.order_url),
  };
}
