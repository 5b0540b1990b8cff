import type { CheckoutProduct } from './checkout-product';
import type { ProductKey } from './product-keys';

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Prices are held in cents and shown as dollars with two decimals (spec foundation §9). */
export function formatCents(cents: number): string {
  return DOLLARS.format(cents / 100);
}

type PricedLine = Pick<CheckoutProduct, 'name' | 'unit_price'>;

/**
 * What a line costs at checkout: the registered agent is free for the first year, its unit
 * price being the annual fee charged from the second year (spec dashboard §9).
 */
export function firstYearPriceCents(line: PricedLine): number {
  return line.name === ('REGISTERED_AGENT' satisfies ProductKey) ? 0 : line.unit_price;
}

/**
 * The order total in cents: the product price plus the state fee (spec dashboard §9). The
 * registration checkout sums its whole selection the same way, state filing included.
 */
export function orderTotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((total, line) => total + firstYearPriceCents(line), 0);
}
