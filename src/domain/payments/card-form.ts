import cardValidator from 'card-validator';

/** The card form's fields (spec dashboard §3 "Card form fields"). */
export interface CardFormFields {
  cardNumber: string;
  expiryDate: string;
  cvc: string;
  name: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormFields, string>>;

/** The card form's messages (spec dashboard §5 "Card form"), word for word. */
export const CARD_FORM_MESSAGES = {
  cardNumber: 'Invalid card number',
  expiryDate: 'Invalid Expiration Date',
  cvc: 'Invalid CVC',
  name: 'Invalid Name',
} as const;

/** The brands with an icon (spec dashboard §3 "Payment method"), named as the provider names them. */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'diners',
  'jcb',
  'discover',
  'unionpay',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** card-validator's type names → the icon brands; its other types have no icon. */
const BRAND_OF_CARD_TYPE = new Map<string, CardBrand>([
  ['visa', 'visa'],
  ['mastercard', 'mastercard'],
  ['american-express', 'amex'],
  ['diners-club', 'diners'],
  ['jcb', 'jcb'],
  ['discover', 'discover'],
  ['unionpay', 'unionpay'],
]);

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** The brand of a (partly) typed number, once its first digits name a single brand. */
export function cardBrand(cardNumber: string): CardBrand | null {
  const type = cardValidator.number(digitsOf(cardNumber)).card?.type;
  return type === undefined ? null : (BRAND_OF_CARD_TYPE.get(type) ?? null);
}

/**
 * Card numbers are 16 digits grouped by 4 (spec dashboard §5). American Express numbers are
 * 15 digits printed 4-6-5: grouping them as printed lets the visitor compare with the card, and
 * stopping at 15 keeps a 16th digit from making a valid number invalid.
 */
const CARD_NUMBER_GROUPS = [4, 4, 4, 4];
const AMEX_NUMBER_GROUPS = [4, 6, 5];

export function maskCardNumber(typed: string): string {
  const groups = cardBrand(typed) === 'amex' ? AMEX_NUMBER_GROUPS : CARD_NUMBER_GROUPS;
  let rest = digitsOf(typed);
  const parts: string[] = [];
  for (const size of groups) {
    if (rest === '') break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return parts.join(' ');
}

/** Expiry as MM/YY; the slash appears with the first year digit, so deleting it needs no trick. */
export function maskExpiryDate(typed: string): string {
  const digits = digitsOf(typed).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** CVC: up to 4 digits (American Express has 4). */
export function maskCvc(typed: string): string {
  return digitsOf(typed).slice(0, 4);
}

/**
 * The name on the card keeps only letters (accented ones too), spaces, apostrophes and
 * hyphens. Phones type the typographic apostrophe (’) by default: it becomes a plain one. A
 * pasted line break or tab separates words as a space does, so 'Ana\nRuiz' stays two words
 * (on one line, as the shared text rule wants a name) rather than running together.
 */
export function maskCardholderName(typed: string): string {
  return typed
    .replace(/’/g, "'")
    .replace(/[\t\n\r\u2028\u2029]+/g, ' ')
    .replace(/[^\p{L} '-]/gu, '');
}

/** Without a recognised brand either CVC length is accepted: the number's error comes first. */
const ANY_CVC_LENGTH = [3, 4];

export interface CardFormCheck {
  /** The name is checked only when the form asks for it (spec dashboard §5). */
  checkName?: boolean;
}

/**
 * The card form's errors by field; each check also fails when its field is empty. The number
 * is checked with its spaces removed, the CVC against the length of the number's brand, and the
 * expiry against today (card-validator reads the clock).
 */
export function validateCardForm(form: CardFormFields, check: CardFormCheck = {}): CardFormErrors {
  const errors: CardFormErrors = {};
  const number = cardValidator.number(form.cardNumber.replace(/\s/g, ''));
  if (!number.isValid) errors.cardNumber = CARD_FORM_MESSAGES.cardNumber;
  if (!cardValidator.expirationDate(form.expiryDate).isValid) {
    errors.expiryDate = CARD_FORM_MESSAGES.expiryDate;
  }
  if (!cardValidator.cvv(form.cvc, number.card?.code.size ?? ANY_CVC_LENGTH).isValid) {
    errors.cvc = CARD_FORM_MESSAGES.cvc;
  }
  if (check.checkName && !cardValidator.cardholderName(form.name).isValid) {
    errors.name = CARD_FORM_MESSAGES.name;
  }
  return errors;
}
