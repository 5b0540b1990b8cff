import { CARD_BRANDS, type CardBrand } from './card-form';

/** A saved card of the customer (spec dashboard §3 "Payment method"), as the checkout service lists it. */
export type PaymentMethod = {
  payment_method_id: string;
  /** The provider's brand name; brands without an icon (e.g. `maestro`) come through as they are. */
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  isdefault: boolean;
};

/** Each brand's name as people read it (icons' accessible names, receipts). */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
  discover: 'Discover',
  unionpay: 'UnionPay',
};

export function isCardBrand(brand: string): brand is CardBrand {
  return (CARD_BRANDS as readonly string[]).includes(brand);
}

/** The expiry as printed on the card, MM/YY (the provider gives a four-digit year). */
export function cardExpiry({ exp_month, exp_year }: Pick<PaymentMethod, 'exp_month' | 'exp_year'>) {
  const month = String(exp_month).padStart(2, '0');
  const year = String(exp_year % 100).padStart(2, '0');
  return `${month}/${year}`;
}

/** Said where the default card's Delete would be while other cards remain (decision 0077). */
export const DEFAULT_CARD_NOTE =
  'To delete your default card, make another card the default first.';
