import { createHmac } from 'node:crypto';
import cardValidator from 'card-validator';
import { StripeError } from './stripe-errors';
import { declineKey, findTestCard, type CardBrand, type CardFunding } from './test-cards';

/** Card data as the browser sends it to /v1/tokens (form values are strings). */
export interface RawCard {
  number: string;
  exp_month: string;
  exp_year: string;
  cvc?: string;
  name?: string;
}

/** What the sandbox keeps of a card: never its number or CVC. */
export interface CheckedCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  funding: CardFunding;
  fingerprint: string;
  cardholderName: string | null;
  /** The test card's decline key (test-cards.ts); null when charges succeed. */
  chargeDecline: string | null;
}

/** card-validator's type names → the provider's brand names. */
const BRANDS: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
  'diners-club': 'diners',
  jcb: 'jcb',
  discover: 'discover',
  unionpay: 'unionpay',
};

/** The provider's card_error codes for card data it refuses, with their messages and params. */
const CARD_DATA_ERRORS = {
  incorrect_number: { message: 'Your card number is incorrect.', param: 'card[number]' },
  invalid_expiry_month: {
    message: "Your card's expiration month is invalid.",
    param: 'card[exp_month]',
  },
  invalid_expiry_year: {
    message: "Your card's expiration year is invalid.",
    param: 'card[exp_year]',
  },
  invalid_cvc: { message: "Your card's security code is invalid.", param: 'card[cvc]' },
} as const;

function cardError(code: keyof typeof CARD_DATA_ERRORS): StripeError {
  return new StripeError(402, { type: 'card_error', code, ...CARD_DATA_ERRORS[code] });
}

/**
 * A keyed hash, so equal cards share a fingerprint while the stored value cannot be reversed:
 * a plain hash of a 16-digit number is cheap to brute-force.
 */
function fingerprintOf(number: string, secret: string): string {
  return createHmac('sha256', secret).update(number).digest('base64url').slice(0, 16);
}

/**
 * Checks a card as the provider does when it tokenises one, refusing it with the provider's
 * card_error (402): incorrect_number, invalid_expiry_month, invalid_expiry_year, invalid_cvc.
 */
export function checkCard(card: RawCard, fingerprintSecret: string): CheckedCard {
  const number = card.number.replace(/[\s-]/g, '');
  // UnionPay numbers are Luhn-checked too: the provider's test numbers all pass Luhn.
  const verdict = cardValidator.number(number, { luhnValidateUnionPay: true });
  if (!verdict.isValid || !verdict.card) throw cardError('incorrect_number');

  const month = cardValidator.expirationMonth(card.exp_month.trim());
  const year = cardValidator.expirationYear(card.exp_year.trim());
  if (!month.isValid) throw cardError('invalid_expiry_month');
  if (!year.isValid) throw cardError('invalid_expiry_year');
  if (year.isCurrentYear && !month.isValidForThisYear) throw cardError('invalid_expiry_month');

  // The CVC is optional, as at the provider; when sent it must have the brand's length.
  const cvc = card.cvc?.trim();
  if (cvc !== undefined && !cardValidator.cvv(cvc, verdict.card.code.size).isValid) {
    throw cardError('invalid_cvc');
  }

  const testCard = findTestCard(number);
  const expYear = Number(card.exp_year);
  return {
    brand: BRANDS[verdict.card.type] ?? 'unknown',
    last4: number.slice(-4),
    expMonth: Number(card.exp_month),
    // Two-digit years are this century's, as card-validator reads them.
    expYear: expYear < 100 ? 2000 + expYear : expYear,
    funding: testCard?.funding ?? 'credit',
    fingerprint: fingerprintOf(number, fingerprintSecret),
    cardholderName: card.name?.trim() || null,
    chargeDecline: testCard?.decline ? declineKey(testCard.decline) : null,
  };
}
