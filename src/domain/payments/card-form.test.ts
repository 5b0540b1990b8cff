import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cardBrand,
  type CardFormFields,
  maskCardholderName,
  maskCardNumber,
  maskCvc,
  maskExpiryDate,
  validateCardForm,
} from './card-form';

describe('card number mask: 16 digits grouped by 4 (dashboard §5)', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111 1111 1111 11119999', '4111 1111 1111 1111'],
    ['4111-1111-abc-1111', '4111 1111 1111'],
    ['5555555555554444', '5555 5555 5555 4444'],
  ])('%j → %j', (typed, masked) => {
    expect(maskCardNumber(typed)).toBe(masked);
  });

  it.each([
    ['3782', '3782'],
    ['3782822', '3782 822'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059', '3782 822463 10005'],
  ])('American Express keeps 15 digits grouped 4-6-5: %j → %j', (typed, masked) => {
    expect(maskCardNumber(typed)).toBe(masked);
  });
});

describe('expiry mask: MM/YY', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/30', '12/30'],
    ['12305', '12/30'],
    ['ab12cd', '12'],
  ])('%j → %j', (typed, masked) => {
    expect(maskExpiryDate(typed)).toBe(masked);
  });
});

describe('CVC mask: up to 4 digits', () => {
  it.each([
    ['', ''],
    ['12a3', '123'],
    ['1234', '1234'],
    ['12345', '1234'],
  ])('%j → %j', (typed, masked) => {
    expect(maskCvc(typed)).toBe(masked);
  });
});

describe('name mask: letters, spaces, apostrophes and hyphens', () => {
  it.each([
    ['Jane Doe', 'Jane Doe'],
    ["Mary-Jane O'Neil", "Mary-Jane O'Neil"],
    ['O’Brien', "O'Brien"],
    ['José Ñúñez', 'José Ñúñez'],
    ['J4ne D0e!', 'Jne De'],
    ['Dr. Smith, Jr.', 'Dr Smith Jr'],
    ['Ana\r\nRuiz', 'Ana Ruiz'],
    ['Ana\tRuiz\n', 'Ana Ruiz '],
  ])('%j → %j', (typed, masked) => {
    expect(maskCardholderName(typed)).toBe(masked);
  });
});

describe('card brand for the icon', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['378282246310005', 'amex'],
    ['36227206271667', 'diners'],
    ['3530111333300000', 'jcb'],
    ['6011111111111117', 'discover'],
    ['6200000000000005', 'unionpay'],
    ['34', 'amex'],
    ['', null],
    ['9999', null],
  ])('%j is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('has no icon brand for card types the icons do not cover', () => {
    // Mir (2200…) is a card-validator type without an icon.
    expect(cardBrand('2200000000000004')).toBeNull();
  });
});

describe('card form validation (dashboard §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 15));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const valid: CardFormFields = {
    cardNumber: '4111 1111 1111 1111',
    expiryDate: '12/28',
    cvc: '123',
    name: 'Jane Doe',
  };

  it('passes a valid card', () => {
    expect(validateCardForm(valid, { checkName: true })).toEqual({});
  });

  it('fails every field of an empty form, the name only when requested', () => {
    const empty: CardFormFields = { cardNumber: '', expiryDate: '', cvc: '', name: '' };
    const expected = {
      cardNumber: 'Invalid card number',
      expiryDate: 'Invalid Expiration Date',
      cvc: 'Invalid CVC',
    };
    expect(validateCardForm(empty)).toEqual(expected);
    expect(validateCardForm(empty, { checkName: true })).toEqual({
      ...expected,
      name: 'Invalid Name',
    });
  });

  it.each([
    ['4111111111111111', undefined],
    ['4111 1111 1111 1111', undefined],
    ['4111111111111112', 'Invalid card number'],
    ['4111 1111 1111', 'Invalid card number'],
    ['4111 1111 1111 111x', 'Invalid card number'],
  ])('card number %j: %s', (cardNumber, message) => {
    expect(validateCardForm({ ...valid, cardNumber }).cardNumber).toBe(message);
  });

  it.each([
    ['03/26', undefined],
    ['12/28', undefined],
    ['02/26', 'Invalid Expiration Date'],
    ['13/28', 'Invalid Expiration Date'],
    ['00/28', 'Invalid Expiration Date'],
    ['12/2', 'Invalid Expiration Date'],
  ])('expiry %j in March 2026: %s', (expiryDate, message) => {
    expect(validateCardForm({ ...valid, expiryDate }).expiryDate).toBe(message);
  });

  it.each([
    ['4111 1111 1111 1111', '123', undefined],
    ['4111 1111 1111 1111', '1234', 'Invalid CVC'],
    ['4111 1111 1111 1111', '12', 'Invalid CVC'],
    ['3782 822463 10005', '1234', undefined],
    ['3782 822463 10005', '123', 'Invalid CVC'],
    ['', '123', undefined],
    ['', '1234', undefined],
    ['', '12', 'Invalid CVC'],
  ])('number %j with CVC %j: %s', (cardNumber, cvc, message) => {
    expect(validateCardForm({ ...valid, cardNumber, cvc }).cvc).toBe(message);
  });

  it.each([
    ['Jane Doe', undefined],
    ["O'Neil", undefined],
    ['   ', 'Invalid Name'],
    ['4111111111111111', 'Invalid Name'],
  ])('name %j when requested: %s', (name, message) => {
    expect(validateCardForm({ ...valid, name }, { checkName: true }).name).toBe(message);
    expect(validateCardForm({ ...valid, name }).name).toBeUndefined();
  });
});
