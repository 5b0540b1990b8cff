/** The messages of the payment provider's error codes (spec dashboard §8), word for word. */
const CARD_ERROR_MESSAGES = {
  card_declined: 'Your card was declined. Please use a different card.',
  incorrect_cvc: 'The security code (CVC) you entered is incorrect.',
  incorrect_number: 'The card number entered is incorrect. Please check and try again.',
  invalid_expiry_month: 'The expiration month entered is invalid.',
  invalid_expiry_year: 'The expiration year entered is invalid.',
  invalid_cvc: 'The CVC code entered is invalid.',
  insufficient_funds: 'Insufficient funds. Please use another payment method.',
  expired_card: 'The card has expired. Please use a different card.',
  processing_error: 'There was a problem processing your payment. Please try again.',
  incorrect_zip: 'The ZIP/postal code you entered is incorrect.',
  pickup_card: 'This card has been reported lost or stolen. Contact your bank.',
  three_d_secure_redirect: 'This card requires additional authentication.',
  do_not_honor: 'The bank declined the transaction due to security reasons.',
} as const;

/** Any other code (spec dashboard §8: "a long generic decline message"). */
export const GENERIC_CARD_ERROR_MESSAGE =
  'Your payment could not be completed. Please check that the card number, expiration date, ' +
  'security code (CVC) and billing ZIP code are correct and try again, or contact your bank ' +
  'to find out why the payment was declined.';

/**
 * Every code with a message, plus decline codes the provider sends for the same situations
 * under another name: lost_card and stolen_card are what pickup_card's message describes, and
 * authentication_required is the decline of a card that needed 3-D Secure.
 */
const MESSAGE_OF_CODE = new Map<string, string>([
  ...Object.entries(CARD_ERROR_MESSAGES),
  ['lost_card', CARD_ERROR_MESSAGES.pickup_card],
  ['stolen_card', CARD_ERROR_MESSAGES.pickup_card],
  ['authentication_required', CARD_ERROR_MESSAGES.three_d_secure_redirect],
]);

function messageOf(code: string | null | undefined): string | undefined {
  return code ? MESSAGE_OF_CODE.get(code) : undefined;
}

/** A payment provider error: its code and, for a card_declined, the bank's decline_code. */
export interface CardError {
  code?: string | null;
  decline_code?: string | null;
}

/**
 * The message shown for a card error. The decline code is more precise than the code (a
 * card_declined with decline_code insufficient_funds), so it wins whenever it has a message
 * of its own; otherwise the code's message, otherwise the generic one.
 */
export function cardErrorMessage(error: CardError): string {
  return messageOf(error.decline_code) ?? messageOf(error.code) ?? GENERIC_CARD_ERROR_MESSAGE;
}
