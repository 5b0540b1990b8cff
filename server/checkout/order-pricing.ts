import { and, eq, inArray } from 'drizzle-orm';
import { firstYearPriceCents } from '../../src/domain/checkout/money';
import type { Database } from '../db/database';
import { checkoutProducts } from '../db/schema';
import type { OrderItem } from '../../src/domain/contracts/checkout';

export interface PricedLine {
  productName: string;
  priceId: string;
  /** Cents, from the catalogue. */
  unitPrice: number;
  /** Cents charged now: the registered agent's first year is free (dashboard §9). */
  amount: number;
  /** 'year' for a product that renews. */
  subscriptionInterval: string | null;
  /** The two-letter state the price is for (every catalogue price belongs to one state). */
  state: string;
}

export type PricedOrder = { lines: PricedLine[]; total: number } | { refused: string };

/**
 * Prices an order from the catalogue alone: a client's price is never read. Every item must
 * name an active price of the catalogue, under that price's own product name, once.
 */
export async function priceOrder(db: Database, items: readonly OrderItem[]): Promise<PricedOrder> {
  const priceIds = items.map((item) => item.price_id);
  const duplicate = priceIds.find((id, index) => priceIds.indexOf(id) !== index);
  if (duplicate) return { refused: `${duplicate} is ordered more than once` };

  const products = await db
    .select()
    .from(checkoutProducts)
    .where(and(inArray(checkoutProducts.priceId, priceIds), eq(checkoutProducts.active, true)));
  const byPriceId = new Map(products.map((product) => [product.priceId, product]));

  const lines: PricedLine[] = [];
  for (const item of items) {
    const product = byPriceId.get(item.price_id);
    if (!product) return { refused: `Unknown price: ${item.price_id}` };
    if (product.name !== item.product_name) {
      return {
        refused: `${item.price_id} is the price of ${product.name}, not ${item.product_name}`,
      };
    }
    const priced = { name: product.name, unit_price: product.unitPrice };
    lines.push({
      productName: product.name,
      priceId: product.priceId,
      unitPrice: product.unitPrice,
      amount: firstYearPriceCents(priced),
      subscriptionInterval: product.subscriptionInterval,
      state: product.state,
    });
  }
  // Each line's amount is already what it costs this year (the agent's first year free).
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return { lines, total };
}
