import { describe, expect, it } from 'vitest';
import { cardExpiry, isCardBrand } from './payment-method';

describe('saved payment methods (dashboard §3)', () => {
  it.each([
    [4, 2028, '04/28'],
    [12, 2030, '12/30'],
    [1, 2105, '01/05'],
  ])('prints month %i of %i as %s', (exp_month, exp_year, printed) => {
    expect(cardExpiry({ exp_month, exp_year })).toBe(printed);
  });

  it('knows the brands that have an icon', () => {
    expect(isCardBrand('amex')).toBe(true);
    expect(isCardBrand('unionpay')).toBe(true);
    expect(isCardBrand('maestro')).toBe(false);
    expect(isCardBrand('Visa')).toBe(false);
  });
});
