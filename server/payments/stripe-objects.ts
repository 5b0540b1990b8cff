import type { BillingDetails } from '../db/schema';
import { unixSeconds } from './object-ids';
import type { CustomerRow, IntentRow, PaymentMethodWithCard, TokenRow } from './records';
import { openObject } from '../http/response-schemas';
import type { CardBrand } from './test-cards';

/*
 * Rows → the provider's JSON objects. Only the fields Charter reads or a provider client
 * expects on every object (id, object, created, livemode, metadata) are rendered.
 */

/** Every sandbox object is a test-mode object. */
const LIVEMODE = false;

function cardFacts(token: TokenRow) {
  return {
    brand: token.brand,
    country: token.country,
    exp_month: token.expMonth,
    exp_year: token.expYear,
    fingerprint: token.fingerprint,
    funding: token.funding,
    last4: token.last4,
  };
}

/**
 * How the provider names a brand on a token's card object (its older Card API): "Visa",
 * "MasterCard"… Its payment methods name the same brands in lowercase ('visa', 'mastercard'),
 * as the spec's card icons do (dashboard §3), and that is what Charter stores and reads.
 */
export const TOKEN_CARD_BRANDS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
  discover: 'Discover',
  unionpay: 'UnionPay',
  unknown: 'Unknown',
};

export function tokenObject(token: TokenRow) {
  return {
    id: token.id,
    object: 'token',
    card: {
      id: token.cardId,
      object: 'card',
      ...cardFacts(token),
      brand: TOKEN_CARD_BRANDS[token.brand as CardBrand] ?? 'Unknown',
      name: token.cardholderName,
    },
    created: unixSeconds(token.createdAt),
    livemode: LIVEMODE,
    type: 'card',
    // A token is only ever rendered when it is made; using it makes a payment method instead.
    used: false,
  };
}

export function paymentMethodObject({ method, token }: PaymentMethodWithCard) {
  return {
    id: method.id,
    object: 'payment_method',
    billing_details: method.billingDetails,
    card: cardFacts(token),
    created: unixSeconds(method.createdAt),
    customer: method.customerId,
    livemode: LIVEMODE,
    metadata: method.metadata,
    type: 'card',
  };
}

export function customerObject(customer: CustomerRow) {
  return {
    id: customer.id,
    object: 'customer',
    created: unixSeconds(customer.createdAt),
    email: customer.email,
    invoice_settings: { default_payment_method: customer.defaultPaymentMethodId },
    livemode: LIVEMODE,
    metadata: customer.metadata,
    name: customer.name,
  };
}

export function paymentIntentObject(intent: IntentRow) {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    created: unixSeconds(intent.createdAt),
    currency: intent.currency,
    customer: intent.customerId,
    description: intent.description,
    last_payment_error: intent.lastPaymentError,
    latest_charge: intent.latestChargeId,
    livemode: LIVEMODE,
    metadata: intent.metadata,
    payment_method: intent.paymentMethodId,
    payment_method_types: ['card'],
    status: intent.status,
  };
}

/** The provider's list envelope; the sandbox returns every match, so there is never more. */
export function listObject<T>(url: string, data: T[]) {
  return { object: 'list', data, has_more: false, url };
}

export const EMPTY_BILLING_DETAILS: BillingDetails = {
  name: null,
  email: null,
  phone: null,
  address: {
    line1: null,
    line2: null,
    city: null,
    state: null,
    postal_code: null,
    country: null,
  },
};

/**
 * The success response of a route answering one of the provider's objects (the functions
 * above build them): every member is sent, as the provider's clients expect.
 */
export function objectResponse(object: string) {
  return { 200: openObject(`The ${object} object, in the provider's shape`) };
}
