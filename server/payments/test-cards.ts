/**
 * The sandbox's test card numbers: the single source the sandbox, the README and the end-to-end
 * tests read. The numbers are the card provider's own documented test cards (Stripe, "Testing"
 * and "Declined payments"), except the two marked `sandboxOnly`: the spec's message list names
 * pickup_card and do_not_honor, for which the provider documents no test number, so the sandbox
 * picked two otherwise unused Luhn-valid numbers. They do nothing special at the real provider.
 *
 * Any other number that passes the card checks (brand, length, Luhn) is charged successfully.
 * Declines happen when a payment intent charges the card, never when the token or payment
 * method is made (the real provider also checks a card when it is attached to a customer; the
 * sandbox does not).
 */

/** Card brands, named as the provider's payment methods (and the spec's card icons) name them. */
export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'diners' | 'jcb' | 'discover' | 'unionpay' | 'unknown';

export type CardFunding = 'credit' | 'debit';

/** How a charge on the card fails: the provider's card_error. */
export interface CardDecline {
  code: string;
  /** The issuer's reason, where the provider gives one (with code card_declined, mostly). */
  declineCode?: string;
  message: string;
  /** The request parameter at fault, where the provider names one. */
  param?: string;
  /**
   * The code the spec's card error messages (dashboard §8) are keyed by: the provider's
   * decline_code, else its code, except authentication_required, which the spec's list calls
   * three_d_secure_redirect.
   */
  messageCode: string;
}

export interface TestCard {
  number: string;
  brand: CardBrand;
  funding: CardFunding;
  description: string;
  /** Absent: charges succeed. */
  decline?: CardDecline;
  /** Not one of the provider's documented test numbers (see above). */
  sandboxOnly?: true;
}

const YOUR_CARD_WAS_DECLINED = 'Your card was declined.';

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', funding: 'credit', description: 'Visa: succeeds' },
  {
    number: '4000056655665556',
    brand: 'visa',
    funding: 'debit',
    description: 'Visa debit: succeeds',
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    funding: 'credit',
    description: 'Mastercard: succeeds',
  },
  {
    number: '378282246310005',
    brand: 'amex',
    funding: 'credit',
    description: 'American Express (4-digit CVC): succeeds',
  },
  {
    number: '6011111111111117',
    brand: 'discover',
    funding: 'credit',
    description: 'Discover: succeeds',
  },
  {
    number: '3056930009020004',
    brand: 'diners',
    funding: 'credit',
    description: 'Diners Club: succeeds',
  },
  { number: '3566002020360505', brand: 'jcb', funding: 'credit', description: 'JCB: succeeds' },
  {
    number: '6200000000000005',
    brand: 'unionpay',
    funding: 'credit',
    description: 'UnionPay: succeeds',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    funding: 'credit',
    description: 'Generic decline',
    decline: {
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: YOUR_CARD_WAS_DECLINED,
      messageCode: 'generic_decline',
    },
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    funding: 'credit',
    description: 'Insufficient funds',
    decline: {
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      messageCode: 'insufficient_funds',
    },
  },
  {
    number: '4000000000009987',
    brand: 'visa',
    funding: 'credit',
    description: 'Lost card',
    decline: {
      code: 'card_declined',
      declineCode: 'lost_card',
      message: YOUR_CARD_WAS_DECLINED,
      messageCode: 'lost_card',
    },
  },
  {
    number: '4000000000009979',
    brand: 'visa',
    funding: 'credit',
    description: 'Stolen card',
    decline: {
      code: 'card_declined',
      declineCode: 'stolen_card',
      message: YOUR_CARD_WAS_DECLINED,
      messageCode: 'stolen_card',
    },
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    funding: 'credit',
    description: 'Expired card',
    decline: {
      code: 'expired_card',
      message: 'Your card has expired.',
      param: 'exp_month',
      messageCode: 'expired_card',
    },
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    funding: 'credit',
    description: 'Incorrect CVC',
    decline: {
      code: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
      param: 'cvc',
      messageCode: 'incorrect_cvc',
    },
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    funding: 'credit',
    description: 'Processing error',
    decline: {
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
      messageCode: 'processing_error',
    },
  },
  {
    // The provider only fails the postal code check on this card; the charge is declined when
    // the account blocks on that check, as the sandbox always does.
    number: '4000000000000036',
    brand: 'visa',
    funding: 'credit',
    description: 'Postal code check fails',
    decline: {
      code: 'incorrect_zip',
      message: 'The zip code you supplied failed validation.',
      param: 'address_zip',
      messageCode: 'incorrect_zip',
    },
  },
  {
    // The provider asks for 3D Secure on this card; the sandbox has no authentication step, so
    // it answers as the provider does when it cannot authenticate (off-session, or with
    // error_on_requires_action): authentication_required, shown as three_d_secure_redirect.
    number: '4000002760003184',
    brand: 'visa',
    funding: 'credit',
    description: 'Requires authentication (3D Secure)',
    decline: {
      code: 'authentication_required',
      declineCode: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
      messageCode: 'three_d_secure_redirect',
    },
  },
  {
    number: '4000000000000408',
    brand: 'visa',
    funding: 'credit',
    description: 'Pick up card (sandbox only)',
    sandboxOnly: true,
    decline: {
      code: 'card_declined',
      declineCode: 'pickup_card',
      message: YOUR_CARD_WAS_DECLINED,
      messageCode: 'pickup_card',
    },
  },
  {
    number: '4000000000000416',
    brand: 'visa',
    funding: 'credit',
    description: 'Do not honor (sandbox only)',
    sandboxOnly: true,
    decline: {
      code: 'card_declined',
      declineCode: 'do_not_honor',
      message: YOUR_CARD_WAS_DECLINED,
      messageCode: 'do_not_honor',
    },
  },
];

/** The test card with this number (digits only), if it is one. */
export function findTestCard(number: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === number);
}

/**
 * A decline's key as a token row keeps it: its decline_code, else its code (unique across the
 * table), so a charge finds the decline again without the card number.
 */
export function declineKey(decline: CardDecline): string {
  return decline.declineCode ?? decline.code;
}

export function findDecline(key: string): CardDecline | undefined {
  return TEST_CARDS.find((card) => card.decline && declineKey(card.decline) === key)?.decline;
}
