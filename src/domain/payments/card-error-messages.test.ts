import { describe, expect, it } from 'vitest';
import { cardErrorMessage, GENERIC_CARD_ERROR_MESSAGE } from './card-error-messages';

describe('card error messages (dashboard §8)', () => {
  it.each([
    ['card_declined', 'Your card was declined. Please use a different card.'],
    ['incorrect_cvc', 'The security code (CVC) you entered is incorrect.'],
    ['incorrect_number', 'The card number entered is incorrect. Please check and try again.'],
    ['invalid_expiry_month', 'The expiration month entered is invalid.'],
    ['invalid_expiry_year', 'The expiration year entered is invalid.'],
    ['invalid_cvc', 'The CVC code entered is invalid.'],
    ['insufficient_funds', 'Insufficient funds. Please use another payment method.'],
    ['expired_card', 'The card has expired. Please use a different card.'],
    ['processing_error', 'There was a problem processing your payment. Please try again.'],
    ['incorrect_zip', 'The ZIP/postal code you entered is incorrect.'],
    ['pickup_card', 'This card has been reported lost or stolen. Contact your bank.'],
    ['three_d_secure_redirect', 'This card requires additional authentication.'],
    ['do_not_honor', 'The bank declined the transaction due to security reasons.'],
  ])('%s: %s', (code, message) => {
    expect(cardErrorMessage({ code })).toBe(message);
    expect(cardErrorMessage({ code: 'card_declined', decline_code: code })).toBe(message);
  });

  it.each([
    ['lost_card', 'This card has been reported lost or stolen. Contact your bank.'],
    ['stolen_card', 'This card has been reported lost or stolen. Contact your bank.'],
    ['authentication_required', 'This card requires additional authentication.'],
  ])('decline code %s reads as its listed twin', (declineCode, message) => {
    expect(cardErrorMessage({ code: 'card_declined', decline_code: declineCode })).toBe(message);
  });

  it('falls back to the code when the decline code has no message of its own', () => {
    expect(cardErrorMessage({ code: 'card_declined', decline_code: 'generic_decline' })).toBe(
      'Your card was declined. Please use a different card.',
    );
    expect(cardErrorMessage({ code: 'expired_card', decline_code: null })).toBe(
      'The card has expired. Please use a different card.',
    );
  });

  it.each([
    ['an unknown code', { code: 'rate_limit' }],
    ['an unknown code and decline code', { code: 'x', decline_code: 'y' }],
    ['no code', {}],
    ['a code named like an object property', { code: 'constructor' }],
  ])('gives the generic message for %s', (_, error) => {
    expect(cardErrorMessage(error)).toBe(GENERIC_CARD_ERROR_MESSAGE);
  });

  it('asks, in the generic message, to verify the card details or contact the bank', () => {
    expect(GENERIC_CARD_ERROR_MESSAGE).toMatch(/card number, expiration date/);
    expect(GENERIC_CARD_ERROR_MESSAGE).toMatch(/contact your bank/);
  });
});
