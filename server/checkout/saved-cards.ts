import type { PaymentMethod } from '../../src/domain/payments/payment-method';
import type { FormParams } from '../payments/form-encoding';
import type { PaymentProvider, ProviderPaymentMethod } from './payment-provider';

/** A saved card as the checkout service answers it: the domain's payment method (dashboard §3). */
export type SavedCard = PaymentMethod;

export function savedCard(method: ProviderPaymentMethod, defaultId: string | null): SavedCard {
  return {
    payment_method_id: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    exp_month: method.card.exp_month,
    exp_year: method.card.exp_year,
    isdefault: method.id === defaultId,
  };
}

/** The customer's saved cards, newest first, the default one flagged. */
export async function listSavedCards(
  provider: PaymentProvider,
  customerId: string,
): Promise<SavedCard[]> {
  const [methods, customer] = await Promise.all([
    provider.listPaymentMethods(customerId),
    provider.retrieveCustomer(customerId),
  ]);
  return methods.map((method) =>
    savedCard(method, customer.invoice_settings.default_payment_method),
  );
}

/** Whether the payment method is one of the customer's saved cards. */
export async function isOwnCard(
  provider: PaymentProvider,
  customerId: string,
  paymentMethodId: string,
): Promise<boolean> {
  const method = await provider.retrievePaymentMethod(paymentMethodId);
  return method.customer === customerId;
}

/** The answer (404) for a card that is not the customer's: not said to be someone else's. */
export function notOwnCard(paymentMethodId: string) {
  return { message: `No such payment method: ${paymentMethodId}` };
}

/** The provider key of one step of the current request (provider-keys.ts). */
export type StepKey = (step: string) => string;

/**
 * The card a payment_method_token names, attached to the customer: a pm_… made in the browser,
 * or a tok_… (a card token) made into a payment method here, with its billing details.
 * `newlyAttached` says whether this call saved it, so a purchase declined on it can let it go.
 */
export async function attachCard(
  provider: PaymentProvider,
  customerId: string,
  paymentMethodToken: string,
  keyOf: StepKey,
  billingDetails?: FormParams,
  /** Check the card with its issuer before it is kept (a setup intent), as Settings does. */
  verify = false,
): Promise<{ method: ProviderPaymentMethod; newlyAttached: boolean }> {
  const method = paymentMethodToken.startsWith('tok_')
    ? await provider.createPaymentMethod(
        { token: paymentMethodToken, billing_details: billingDetails },
        keyOf('payment-method'),
      )
    : await provider.retrievePaymentMethod(paymentMethodToken);
  if (method.customer === customerId) return { method, newlyAttached: false };
  // Another customer's card is refused by the provider here; so is a declined one if verified.
  if (verify) {
    await provider.verifyAndAttachPaymentMethod(method.id, customerId, keyOf('verify'));
    return { method: { ...method, customer: customerId }, newlyAttached: true };
  }
  const attached = await provider.attachPaymentMethod(method.id, customerId, keyOf('attach'));
  return { method: attached, newlyAttached: true };
}
