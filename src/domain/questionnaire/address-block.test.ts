import { describe, expect, it } from 'vitest';
import { addressBlockAnswers, addressBlockPrefix, addressBlockState } from './address-block';

describe('address blocks', () => {
  it.each([
    ['business_street_address1', 'business_'],
    ['mailing_street_address1', 'mailing_'],
    ['street_address1', ''],
    ['business_street_address2', null],
    ['business_city', null],
  ])('%s belongs to the block %j', (name, prefix) => {
    expect(addressBlockPrefix(name)).toBe(prefix);
  });

  it("reads the block's state as two letters, and none while it is not chosen", () => {
    expect(addressBlockState({ business_state: 'Texas' }, 'business_')).toBe('TX');
    expect(addressBlockState({ business_state: 'Texas' }, 'mailing_')).toBeNull();
    expect(addressBlockState({ state: '' }, '')).toBeNull();
  });

  it('writes a chosen address into the block, the state by its full name', () => {
    expect(
      addressBlockAnswers('mailing_', {
        line1: '1100 Barton Springs Rd',
        city: 'Austin',
        state: 'TX',
        postal_code: '78704',
      }),
    ).toEqual({
      mailing_street_address1: '1100 Barton Springs Rd',
      mailing_city: 'Austin',
      mailing_state: 'Texas',
      mailing_zip_code: '78704',
    });
  });
});
