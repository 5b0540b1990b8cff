import { describe, expect, it } from 'vitest';
import { PRODUCT_KEYS } from './product-keys';
import { productTitle } from './product-titles';

describe('product titles', () => {
  it('gives every service a title of its own', () => {
    const titles = PRODUCT_KEYS.map(productTitle);
    expect(new Set(titles).size).toBe(PRODUCT_KEYS.length);
    expect(titles.some((title, index) => title === PRODUCT_KEYS[index])).toBe(false);
    expect(productTitle('LLC_FORMATION')).toBe('Business Formation');
    expect(productTitle('EIN_APPLICATION')).toBe('EIN / Tax ID');
  });

  it.each([
    ['CA-STATE', 'California state filing fee'],
    ['DC-STATE', 'District of Columbia state filing fee'],
    ['RAPID-STATE', 'Expedited state filing fee'],
    ['ZZ-STATE', 'ZZ state filing fee'],
    ['TX-CERT_GOOD_STANDING-STATE', 'Texas state fee for the Certificate of Good Standing'],
    ['NY-LLC_AMENDMENT-STATE', 'New York state fee for the Articles of Amendment'],
    ['TX-GIFT-STATE', 'TX-GIFT-STATE'],
    ['GIFT_CARD', 'GIFT_CARD'],
  ])('%s reads %s', (name, title) => {
    expect(productTitle(name)).toBe(title);
  });
});
