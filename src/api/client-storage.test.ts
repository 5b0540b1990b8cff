import { afterEach, describe, expect, it } from 'vitest';
import { clearOwnerData } from './owner-data';
import {
  storeAddressPrefill,
  storedAddressPrefill,
  storedEntityType,
  storedStripeCustomerId,
  storeEntityType,
  storeStripeCustomerId,
} from './client-storage';

afterEach(() => localStorage.clear());

describe('the values kept in local storage beside the tokens (spec foundation §7)', () => {
  it('keeps entity_type, stripe_customer_id and addressPrefill under the spec’s names', () => {
    storeEntityType(' Corporation ');
    storeStripeCustomerId('cus_Q1w2E3r4');
    storeAddressPrefill({
      street_address1: '301 Congress Ave',
      street_address2: '',
      city: 'Austin',
      state: 'Texas',
      zip_code: '78701',
    });
    expect(localStorage.getItem('entity_type')).toBe('Corporation');
    expect(localStorage.getItem('stripe_customer_id')).toBe('cus_Q1w2E3r4');
    expect(JSON.parse(localStorage.getItem('addressPrefill')!)).toEqual({
      street_address1: '301 Congress Ave',
      street_address2: '',
      city: 'Austin',
      state: 'Texas',
      zip_code: '78701',
      prefilled: false,
    });
    expect(storedEntityType()).toBe('Corporation');
    expect(storedStripeCustomerId()).toBe('cus_Q1w2E3r4');
    expect(storedAddressPrefill()).toMatchObject({ city: 'Austin', zip_code: '78701' });
  });

  it('reads back nothing from values it did not write', () => {
    localStorage.setItem('entity_type', '   ');
    localStorage.setItem('stripe_customer_id', '<script>');
    localStorage.setItem('addressPrefill', '{not json');
    expect(storedEntityType()).toBeNull();
    expect(storedStripeCustomerId()).toBeNull();
    expect(storedAddressPrefill()).toBeNull();
    localStorage.setItem('addressPrefill', JSON.stringify({ city: 7 }));
    expect(storedAddressPrefill()).toBeNull();
  });

  it('forgets a customer id the account no longer has, and everything on sign-out', async () => {
    storeStripeCustomerId('cus_A1');
    storeStripeCustomerId(null);
    expect(localStorage.getItem('stripe_customer_id')).toBeNull();
    storeEntityType('LLC');
    storeStripeCustomerId('cus_A1');
    await clearOwnerData('signed-out');
    expect(
      ['entity_type', 'stripe_customer_id', 'addressPrefill'].map((key) =>
        localStorage.getItem(key),
      ),
    ).toEqual([null, null, null]);
  });
});
