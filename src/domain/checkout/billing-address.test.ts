import { describe, expect, it } from 'vitest';
import { type BillingAddress, validateBillingAddress } from './billing-address';

const valid: BillingAddress = {
  line1: '233 S Wacker Dr',
  line2: 'STE 8400',
  city: 'Chicago',
  state: 'IL',
  postal_code: '60606',
  country: 'US',
};

describe('billing address validation (dashboard §3, §5; foundation §5 messages)', () => {
  it('passes a complete US address', () => {
    expect(validateBillingAddress(valid)).toEqual({});
  });

  it('needs street, city, state and zip but not the second line', () => {
    expect(
      validateBillingAddress({
        line1: '',
        city: ' ',
        state: '',
        postal_code: '',
        country: 'US',
      }),
    ).toEqual({
      line1: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
      postal_code: 'Zip code is required',
    });
  });

  it.each([
    ['line1', 'Street address must not exceed 128 characters'],
    ['line2', 'Floor/apt/suite number must not exceed 128 characters'],
    ['city', 'City must not exceed 128 characters'],
  ] as const)('limits %s to 128 characters', (field, message) => {
    expect(validateBillingAddress({ ...valid, [field]: 'a'.repeat(128) })[field]).toBeUndefined();
    expect(validateBillingAddress({ ...valid, [field]: 'a'.repeat(129) })[field]).toBe(message);
  });

  it.each([
    ['60606', undefined],
    ['60606-1234', undefined],
    ['6060', 'Zip code format is invalid'],
    ['606061', 'Zip code format is invalid'],
    ['60606-12', 'Zip code format is invalid'],
    ['60606 1234', 'Zip code format is invalid'],
    ['ABCDE', 'Zip code format is invalid'],
    ['6'.repeat(129), 'Zip code must not exceed 128 characters'],
  ])('zip %j: %s', (postal_code, message) => {
    expect(validateBillingAddress({ ...valid, postal_code }).postal_code).toBe(message);
  });

  it.each([
    ['IL', undefined],
    ['Illinois', undefined],
    ['district of columbia', undefined],
    ['Ontario', 'State format is invalid'],
    ['XX', 'State format is invalid'],
    ['S'.repeat(129), 'State must not exceed 128 characters'],
  ])('state %j: %s', (state, message) => {
    expect(validateBillingAddress({ ...valid, state }).state).toBe(message);
  });
});
