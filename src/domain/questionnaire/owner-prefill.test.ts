import { describe, expect, it } from 'vitest';
import { applyAddressPrefill, applyContactPrefill, settlePrefills } from './owner-prefill';

const contact = {
  first_name: 'Dana',
  last_name: 'Reyes',
  email: 'dana@example.com',
  phone: '+1 (512) 555-0100',
};
const address = {
  street_address1: '100 Congress Ave',
  street_address2: 'STE 400',
  city: 'Austin',
  state: 'Texas',
  zip_code: '78701',
};

describe('contact prefill', () => {
  it('fills first name, last name, email and phone from the account', () => {
    expect(applyContactPrefill({ percentage: 100 }, contact, true)).toEqual({
      percentage: 100,
      contact_info_prefill: true,
      ...contact,
    });
  });

  it('untoggling clears them', () => {
    const filled = applyContactPrefill({}, contact, true);
    expect(applyContactPrefill(filled, contact, false)).toEqual({
      contact_info_prefill: false,
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
    });
  });

  it('switches itself off when the name no longer matches the account, keeping the typing', () => {
    const filled = applyContactPrefill({}, contact, true);
    const edited = settlePrefills({ ...filled, first_name: 'Sam' }, contact, null);
    expect(edited.contact_info_prefill).toBe(false);
    expect(edited.first_name).toBe('Sam');
    expect(settlePrefills({ ...filled, email: 'x@example.com' }, contact, null)).toMatchObject({
      contact_info_prefill: true,
    });
  });
});

describe('address prefill', () => {
  it('fills and clears the address block', () => {
    const filled = applyAddressPrefill({}, address, true);
    expect(filled).toMatchObject({ address_prefill: true, ...address });
    expect(applyAddressPrefill(filled, address, false)).toMatchObject({
      address_prefill: false,
      city: '',
    });
  });

  it('is turned off when the address differs from the stored one', () => {
    const filled = applyAddressPrefill({}, address, true);
    expect(settlePrefills({ ...filled, city: 'Dallas' }, null, address).address_prefill).toBe(
      false,
    );
    expect(settlePrefills(filled, null, address).address_prefill).toBe(true);
  });
});
