import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutJson } from '../../../api/http';
import { doublingRetryDelay, retryUnlessNotFound } from '../../../api/retry-policy';
import type { PaymentMethod } from '../../../domain/payments/payment-method';

/** GET /v1/customer/{customer_id}/payment_methods of the checkout service: newest first. */
export function getPaymentMethods(
  customerId: string,
  signal?: AbortSignal,
): Promise<PaymentMethod[]> {
  return checkoutJson<PaymentMethod[]>(
    `/v1/customer/${encodeURIComponent(customerId)}/payment_methods`,
    { signal },
  );
}

/** The customer's saved cards, keyed by the customer (an owner's own: the token decides). */
export function paymentMethodsQuery(customerId: string) {
  return queryOptions({
    queryKey: ['checkout', 'payment-methods', customerId],
    queryFn: ({ signal }) => getPaymentMethods(customerId, signal),
    retry: retryUnlessNotFound,
    retryDelay: doublingRetryDelay,
  });
}

/** The saved cards of `customerId`; none (an empty list, no call) while it is null. */
export function usePaymentMethods(customerId: string | null) {
  const query = useQuery({
    ...paymentMethodsQuery(customerId ?? ''),
    enabled: Boolean(customerId),
  });
  return {
    paymentMethods: customerId ? query.data : [],
    isLoading: Boolean(customerId) && query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}

/** One of the owner's saved cards, named by its customer and its id. */
export interface CardRef {
  customerId: string;
  paymentMethodId: string;
}

/** POST /v1/customer/payment_method/default: the saved cards afterwards. */
export function setDefaultPaymentMethod({
  customerId,
  paymentMethodId,
}: CardRef): Promise<PaymentMethod[]> {
  return checkoutJson<PaymentMethod[]>('/v1/customer/payment_method/default', {
    method: 'POST',
    headers: { 'idempotency-key': `default-${crypto.randomUUID()}` },
    json: { customer_id: customerId, payment_method_id: paymentMethodId },
  });
}

/** DELETE /v1/customer/payment_method?customer_id=&payment_method_id=: the saved cards left. */
export function deletePaymentMethod({
  customerId,
  paymentMethodId,
}: CardRef): Promise<PaymentMethod[]> {
  const query = new URLSearchParams({
    customer_id: customerId,
    payment_method_id: paymentMethodId,
  });
  return checkoutJson<PaymentMethod[]>(`/v1/customer/payment_method?${query.toString()}`, {
    method: 'DELETE',
    headers: { 'idempotency-key': `delete-${crypto.randomUUID()}` },
  });
}
