import { describe, expect, it } from 'vitest';
import { firstYearPriceCents, formatCents, formatWholeDollars, orderTotalCents } from './money';

describe('formatCents: dollars with two decimals (foundation §9)', () => {
  it.each([
    [9900, '$99.00'],
    [4900, '$49.00'],
    [15000, '$150.00'],
    [0, '$0.00'],
    [5, '$0.05'],
    [12345, '$123.45'],
    [123456789, '$1,234,567.89'],
    [100000, '$1,000.00'],
  ])('%i cents is %s', (cents, shown) => {
    expect(formatCents(cents)).toBe(shown);
  });

  it('writes every amount as en-US currency formatting does (refunds negative)', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [
      -123456, -5, 1, 99, 100, 999_99, 1_000_00, 99_999_99, 100_000_00, 12_345_678_90,
    ];
    for (let cents = 0; cents < 300_000; cents += 997) amounts.push(cents);
    for (const cents of amounts) expect(formatCents(cents)).toBe(intl.format(cents / 100));
  });
});

describe('formatWholeDollars', () => {
  it.each([
    [0, '0'],
    [99, '99'],
    [999, '999'],
    [1000, '1,000'],
    [123456, '123,456'],
    [1234567, '1,234,567'],
  ])('%i reads %s', (dollars, shown) => {
    expect(formatWholeDollars(dollars)).toBe(shown);
  });
});

describe('order total (dashboard §9)', () => {
  const formation = { name: 'LLC_FORMATION', unit_price: 9900 };
  const stateFee = { name: 'DE-STATE', unit_price: 11000 };
  const registeredAgent = { name: 'REGISTERED_AGENT', unit_price: 9900 };

  it('is the product price plus the state fee', () => {
    expect(orderTotalCents([formation, stateFee])).toBe(20900);
  });

  it('is the product price alone without a state fee', () => {
    expect(orderTotalCents([formation])).toBe(9900);
  });

  it('is nothing for an empty order', () => {
    expect(orderTotalCents([])).toBe(0);
  });

  it('charges nothing for the registered agent in its first year, only the state fee', () => {
    expect(firstYearPriceCents(registeredAgent)).toBe(0);
    expect(firstYearPriceCents(formation)).toBe(9900);
    expect(orderTotalCents([registeredAgent, stateFee])).toBe(11000);
  });
});
