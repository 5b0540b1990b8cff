import type { CheckoutProduct } from '../checkout/checkout-product';
import { formatCents, formatWholeDollars } from '../checkout/money';
import {
  serviceStateFeeName,
  standardStateFilingName,
  type ProductKey,
} from '../checkout/product-keys';
import { findUsState } from '../us-states';
import { catalogueItem } from './service-catalogue';
import { filesWithStateFee } from './service-state-fees';

/** Where a price shows: the Learn More modal or the dashboard card (dashboard §9's columns). */
export type PricePlace = 'modal' | 'card';

/** Whose price it is: the checkout service's unit_price, or the static table of dashboard §9. */
export type PriceSource = 'checkout' | 'static';

export interface DisplayPrice {
  cents: number;
  /** What the owner reads, e.g. '$99.00', '$99', '$99/year after the free year', 'Free'. */
  text: string;
  source: PriceSource;
}

/** The registered agent's modal line next to its price (dashboard §2 "Service info modal"). */
export const FREE_FIRST_YEAR_TEXT = 'Free for 1st year';

type PricedLine = Pick<CheckoutProduct, 'name' | 'unit_price'>;

function isPrice(cents: unknown): cents is number {
  return typeof cents === 'number' && Number.isInteger(cents) && cents >= 0;
}

/**
 * Checkout prices show dollars with two decimals (dashboard §9); the static fallback reads as
 * the spec's table prints it, in whole dollars ('$99'), and nothing to pay reads 'Free'.
 */
function amountText(cents: number, source: PriceSource): string {
  if (cents === 0) return 'Free';
  if (source === 'static' && cents % 100 === 0) return `$${formatWholeDollars(cents / 100)}`;
  return formatCents(cents);
}

/**
 * A service's price as the modal or card shows it: the checkout service's unit_price when it
 * lists the service with a usable price, else the static display price. The registered agent's
 * card reads '{price}/year after the free year'.
 */
export function displayPrice(
  productKey: ProductKey,
  place: PricePlace,
  pricedProducts: readonly PricedLine[] = [],
): DisplayPrice {
  const item = catalogueItem(productKey);
  const listed = pricedProducts.find((line) => line.name === productKey)?.unit_price;
  const staticCents = place === 'modal' ? item.modalPriceCents : item.cardPriceCents;
  const source: PriceSource = isPrice(listed) ? 'checkout' : 'static';
  const cents = isPrice(listed) ? listed : staticCents;
  const amount = amountText(cents, source);
  const text =
    place === 'card' && item.billing === 'yearly-after-free-year' && cents > 0
      ? `${amount}/year after the free year`
      : amount;
  return { cents, text, source };
}

/** A dashboard purchase of one service: the lines it pays for (their total: orderTotalCents). */
export interface ServiceOrder {
  product: CheckoutProduct;
  /**
   * The product, then its own state fee in the business's state when one is listed (the
   * formation's `<XX>-STATE`, another filing's `<XX>-<KEY>-STATE`; none for a service without a
   * state fee, or whose fee is zero or unknown: decision 0045). What the purchase subscribes to.
   */
  lines: CheckoutProduct[];
}

/** The name of the service's own state fee in the state, or null for a service without one. */
function ownStateFeeName(productKey: ProductKey, stateAbbreviation: string): string | null {
  if (productKey === 'LLC_FORMATION') return standardStateFilingName(stateAbbreviation);
  return filesWithStateFee(productKey) ? serviceStateFeeName(stateAbbreviation, productKey) : null;
}

/**
 * The order for buying `productKey` from the dashboard (dashboard §9: order total = product
 * price plus state fee), or null when the checkout service does not list the service: without
 * its price id it cannot be bought. The state fee is the service's own, in the business's state
 * (name or abbreviation), when the checkout service lists it: never another filing's.
 */
export function serviceOrder(
  productKey: ProductKey,
  pricedProducts: readonly CheckoutProduct[],
  businessState: string | null | undefined,
): ServiceOrder | null {
  const product = pricedProducts.find((line) => line.name === productKey);
  if (product === undefined || !isPrice(product.unit_price)) return null;
  const state = businessState ? findUsState(businessState) : undefined;
  const feeName = state === undefined ? null : ownStateFeeName(productKey, state.abbreviation);
  const stateFee =
    pricedProducts.find((line) => line.name === feeName && isPrice(line.unit_price)) ?? null;
  const lines = stateFee === null ? [product] : [product, stateFee];
  return { product, lines };
}
