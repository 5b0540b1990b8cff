/** 'Visa ending in 4242': how a card reads on an invoice or a subscription. */
export function cardWords(card: { brand: string; last4: string }): string {
  const brand = card.brand ? card.brand[0]!.toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} ending in ${card.last4}`;
}
