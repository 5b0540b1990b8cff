import type { CheckoutProduct } from './checkout-product';
import type { ProductKey } from './product-keys';

/**
 * Whole dollars with US thousands separators: '1,234'. Written out rather than through
 * Intl.NumberFormat, whose first construction loads the locale data and cost the dashboard
 * ~40 ms of main thread (~150 ms on a 4× slowed phone) before its cards could paint.
 */
export function formatWholeDollars(dollars: number): string {
  return String(dollars).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Prices are held in cents and shown as dollars with two decimals (spec foundation §9), the
 * way en-US writes USD: '$1,234.56', '-$5.00'.
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = formatWholeDollars(Math.floor(whole / 100));
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${rest}`;
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
