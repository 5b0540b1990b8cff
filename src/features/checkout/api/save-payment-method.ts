import { checkoutJson } from '../../../api/http';
import type { BillingAddress } from '../../../domain/checkout/billing-address';
import type { PaymentMethod } from '../../../domain/payments/payment-method';

export interface SavedPaymentMethod {
  /** Spec dashboard §8: 'Payment methods created successfully.' */
  message: string;
  customer_id: string;
  payment_method: PaymentMethod;
}

/**
 * POST /v1/customer/payment_method of the checkout service (spec dashboard §7): the card token
 * becomes a saved payment method of the owner's customer (created on first use) with its
 * billing name and address.
 */
export function savePaymentMethod(
  token: string,
  billing: { name: string; address: BillingAddress },
  customerId?: string | null,
  /** Check the card with its issuer before it is kept: a refusal answers 402 (decision 0077). */
  verify = false,
): Promise<SavedPaymentMethod> {
  return checkoutJson<SavedPaymentMethod>('/v1/customer/payment_method', {
    method: 'POST',
    headers: { 'idempotency-key': `card-${token}` },
    json: {
      ...(customerId ? { customer_id: customerId } : {}),
      payment_method_token: token,
      ...(verify ? { verify: true } : {}),
      billing_details: { name: billing.name, address: billing.address },
    },
  });
}
