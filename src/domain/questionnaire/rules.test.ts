import { describe, expect, it } from 'vitest';
import {
  formatTaxId,
  applyDigitMask,
  formatUsPhone,
  legalIdentifierOptions,
  normalizeAddressLine2,
  officialBusinessName,
  taxIdDigits,
} from './formatting';
import { isMonthAllowed, monthPickerOptions } from './month-picker';
import { addOwner, defaultPercentages, MAX_OWNERS, removeOwner } from './owners';
import {
  confirmEmailError,
  confirmPasswordError,
  passwordChecklist,
  passwordError,
  showPasswordChecklist,
} from './password-rules';

describe('password rules', () => {
  it('reports each unmet rule with its exact message, in order', () => {
    expect(passwordError('Ab1!')).toBe('Password must be at least 8 characters long');
    expect(passwordError('abcdefg1!')).toBe('Password must contain at least one uppercase letter');
    expect(passwordError('ABCDEFG1!')).toBe('Password must contain at least one lowercase letter');
    expect(passwordError('Abcdefgh!')).toBe('Password must contain at least one number');
    expect(passwordError('Abcdefgh1')).toBe('Password must contain at least one special character');
    expect(passwordError('Abcdefg1!')).toBeNull();
  });

  it('shows the checklist while a rule is unmet or the field is in error', () => {
    expect(passwordChecklist('Abcdefg1').map((rule) => [rule.id, rule.met])).toEqual([
      ['length', true],
      ['uppercase', true],
      ['lowercase', true],
      ['number', true],
      ['special', false],
    ]);
    expect(showPasswordChecklist('Abcdefg1', false)).toBe(true);
    expect(showPasswordChecklist('Abcdefg1!', false)).toBe(false);
    expect(showPasswordChecklist('Abcdefg1!', true)).toBe(true);
  });

  it('confirm password must equal the password', () => {
    expect(confirmPasswordError('Abcdefg1!', 'Abcdefg1?')).toBe('Passwords do not match');
    expect(confirmPasswordError('Abcdefg1!', 'Abcdefg1!')).toBeNull();
  });

  it('confirm email must equal the email, ignoring case', () => {
    expect(confirmEmailError('Owner@Example.com', 'owner@example.COM')).toBeNull();
    expect(confirmEmailError('owner@example.com', 'other@example.com')).toBe('Emails do not match');
  });
});

describe('formatting', () => {
  it('shows the tax id as XXX-XX-XXXX from digits only', () => {
    expect(taxIdDigits('12a3-45 6789x0')).toBe('123456789');
    expect(formatTaxId('123')).toBe('123');
    expect(formatTaxId('12345')).toBe('123-45');
    expect(formatTaxId('123456789')).toBe('123-45-6789');
  });

  it('shows phones as +1 (###) ###-####', () => {
    expect(formatUsPhone('3125550123')).toBe('+1 (312) 555-0123');
    expect(formatUsPhone('13125550123')).toBe('+1 (312) 555-0123');
    expect(formatUsPhone('312')).toBe('+1 (312)');
  });

  it('keeps phone digits typed one at a time through the mask', () => {
    let shown = '';
    for (const digit of '5125550100') shown = formatUsPhone(`${shown}${digit}`);
    expect(shown).toBe('+1 (512) 555-0100');
  });

  it('writes tax ids and other digit masks as they are typed', () => {
    let shown = '';
    for (const digit of '123456789') shown = applyDigitMask('000-00-0000', `${shown}${digit}`);
    expect(shown).toBe('123-45-6789');
    expect(applyDigitMask('000-00-0000', '12a3')).toBe('123');
  });

  it('normalises the second address line on blur', () => {
    expect(normalizeAddressLine2('Suite 200')).toBe('STE 200');
    expect(normalizeAddressLine2('suite #5b')).toBe('STE 5b');
    expect(normalizeAddressLine2('apt 4')).toBe('APT 4');
    expect(normalizeAddressLine2('Apartment 12B')).toBe('APT 12B');
    expect(normalizeAddressLine2('Unit 7')).toBe('#7');
    expect(normalizeAddressLine2('Floor 3')).toBe('#3');
    expect(normalizeAddressLine2('Rear building')).toBe('Rear building');
  });

  it('builds the official name from name and identifier', () => {
    expect(officialBusinessName('Acme', 'LLC')).toBe('Acme LLC');
    expect(officialBusinessName('Acme ', ', LLC')).toBe('Acme , LLC');
    expect(officialBusinessName('Acme', '')).toBe('Acme');
  });

  it('offers the legal identifiers of the entity type', () => {
    expect(legalIdentifierOptions('LLC')).toEqual([
      ', LLC',
      'LLC',
      'L.L.C.',
      'LIMITED LIABILITY COMPANY',
    ]);
    expect(legalIdentifierOptions('corporation')).toEqual(['CORPORATION', 'INCORPORATED', 'INC.']);
  });
});

describe('month picker', () => {
  const november2026 = new Date(2026, 10, 22);

  it('offers the current month and the twelve after it', () => {
    const options = monthPickerOptions(november2026);
    expect(options).toHaveLength(13);
    expect(options[0]).toEqual({ value: '2026-11', label: 'November 2026' });
    expect(options[12]).toEqual({ value: '2027-11', label: 'November 2027' });
  });

  it('refuses months outside that window', () => {
    expect(isMonthAllowed('2026-10', november2026)).toBe(false);
    expect(isMonthAllowed('2027-11', november2026)).toBe(true);
    expect(isMonthAllowed('2027-12', november2026)).toBe(false);
  });
});

describe('owners', () => {
  it('splits percentages 100, 50/50, 33/33/34', () => {
    expect(defaultPercentages(1)).toEqual([100]);
    expect(defaultPercentages(2)).toEqual([50, 50]);
    expect(defaultPercentages(3)).toEqual([33, 33, 34]);
    expect(defaultPercentages(8).reduce((sum, share) => sum + share, 0)).toBe(100);
  });

  it('adding sets 50/50 then 33/33/34, up to the maximum', () => {
    let rows = [{ first_name: 'Ada', percentage: 100 }];
    rows = addOwner(rows, { first_name: '' }, MAX_OWNERS) as typeof rows;
    expect(rows.map((row) => row.percentage)).toEqual([50, 50]);
    rows = addOwner(rows, { first_name: '' }, MAX_OWNERS) as typeof rows;
    expect(rows.map((row) => row.percentage)).toEqual([33, 33, 34]);
    expect(addOwner(rows, { first_name: '' }, MAX_OWNERS)).toHaveLength(3);
  });

  it('never removes the first owner; removing down to one sets 100', () => {
    const rows = [{ first_name: 'Ada' }, { first_name: 'Bo' }];
    expect(removeOwner(rows, 0)).toHaveLength(2);
    expect(removeOwner(rows, 1)).toEqual([{ first_name: 'Ada', percentage: 100 }]);
  });
});
