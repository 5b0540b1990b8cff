import type { CheckoutProduct } from '../../../domain/checkout/checkout-product';
import { firstYearPriceCents, formatCents, orderTotalCents } from '../../../domain/checkout/money';
import { productTitle } from '../../../domain/checkout/product-titles';
import './order-lines.css';

type OrderLine = Pick<CheckoutProduct, 'name' | 'unit_price'>;

/** What a line costs at checkout: the registered agent's first year is free (spec §9). */
function linePrice(line: OrderLine): string {
  return line.name === 'REGISTERED_AGENT'
    ? `Free for 1st year, then ${formatCents(line.unit_price)}/year`
    : formatCents(firstYearPriceCents(line));
}

/** An order's lines, each with its title and price: what a checkout sells. */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <ul className="ch-order-lines">
      {lines.map((line) => (
        <li key={line.name}>
          <span>{productTitle(line.name)}</span>
          <span className="ch-order-lines__price">{linePrice(line)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The amount charged now for the order's lines, under them. */
export function OrderTotal({ lines }: { lines: readonly CheckoutProduct[] }) {
  return (
    <p className="ch-order-lines__total">
      <span>Total</span>
      <strong>{formatCents(orderTotalCents(lines))}</strong>
    </p>
  );
}
