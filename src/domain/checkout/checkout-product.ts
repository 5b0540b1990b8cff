/**
 * A product of the checkout service's lists (spec foundation §3 "Product", dashboard §3
 * "Priced product"): the product key, or a state fee entry whose name ends with -STATE, priced
 * in cents. Only the fields the checkout rules read are typed; the service sends more (active,
 * price_type, recurring, tier, …), which pass through untouched.
 */
export interface CheckoutProduct {
  name: string;
  description?: string;
  /** Cents (spec foundation §9). */
  unit_price: number;
  /** The price a purchase subscribes to (dashboard §3 "Purchase payload"). */
  price_id: string;
  /**
   * A product of the tier the visitor may leave out. Anything not marked optional is part of
   * the plan and always selected (foundation §4 "Required products are always in").
   */
  optional?: boolean;
}
