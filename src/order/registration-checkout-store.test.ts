import { describe, expect, it } from 'vitest';
import { readRegistrationCheckout, writeRegistrationCheckout } from './registration-checkout-store';

const checkout = {
  products: [{ name: 'LLC_FORMATION', unit_price: 9900, price_id: 'price_tx_llc_formation' }],
  selected: ['LLC_FORMATION'],
  state: 'TX',
  entityType: 'LLC',
  tier: 'GROWTH',
};

describe('the registration checkout data in session storage', () => {
  it('is restored as written', () => {
    writeRegistrationCheckout(checkout);
    expect(readRegistrationCheckout()).toEqual(checkout);
  });

  it('is absent when missing, unreadable or of another shape', () => {
    expect(readRegistrationCheckout()).toBeNull();
    sessionStorage.setItem('registration_checkout', '{broken');
    expect(readRegistrationCheckout()).toBeNull();
    sessionStorage.setItem('registration_checkout', JSON.stringify({ ...checkout, selected: 'x' }));
    expect(readRegistrationCheckout()).toBeNull();
  });
});
