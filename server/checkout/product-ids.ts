/**
 * A product's ids, derived from its state and name alone: reseeding at every start then finds
 * the row it wrote before (no duplicate), and a price id a subscription or invoice holds keeps
 * naming the same thing, e.g. price_ca_llc_formation, prod_ca_ca_state, price_tx_rapid_state.
 */
export function productIds(stateCode: string, name: string) {
  const stem = `${stateCode}_${name}`.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  return { priceId: `price_${stem}`, productId: `prod_${stem}` };
}
