import { queryOptions } from '@tanstack/react-query';
import { checkoutJson } from '../../../api/http';
import { doublingRetryDelay, retryUnlessNotFound } from '../../../api/retry-policy';
import type { BillingAddress } from '../../../domain/checkout/billing-address';

/** GET /v1/customer/{customer_id}/billing_address: the default card's, or null (decision 0077). */
export function billingAddressQuery(customerId: string) {
  return queryOptions({
    queryKey: ['checkout', 'billing-address', customerId],
    queryFn: ({ signal }) =>
      checkoutJson<{ address: BillingAddress | null }>(
        `/v1/customer/${encodeURIComponent(customerId)}/billing_address`,
        { signal },
      ),
    retry: retryUnlessNotFound,
    retryDelay: doublingRetryDelay,
  });
}

/** POST /v1/customer/billing_address: 'Billing address updated successfully.' (dashboard §8). */
export function updateBillingAddress(
  customerId: string,
  address: BillingAddress,
): Promise<{ message: string; address: BillingAddress }> {
  return checkoutJson('/v1/customer/billing_address', {
    method: 'POST',
    headers: { 'idempotency-key': `billing-address-${crypto.randomUUID()}` },
    json: { customer_id: customerId, address },
  });
}
