import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutJson } from '../../../api/http';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { subscriptionListSchema } from '../../../domain/contracts/invoices';

const ENDPOINT = 'GET /v1/customer/{customer_id}/subscriptions';

/** The owner's subscriptions with the catalogue's price and the card each renews on. */
async function getSubscriptions(customerId: string, signal?: AbortSignal) {
  const answer = await checkoutJson<unknown>(
    `/v1/customer/${encodeURIComponent(customerId)}/subscriptions`,
    { signal },
  );
  return checkedAnswer(subscriptionListSchema, answer, ENDPOINT).subscriptions;
}

export function subscriptionsQuery(customerId: string) {
  return queryOptions({
    queryKey: ['checkout', 'subscriptions', customerId],
    queryFn: ({ signal }) => getSubscriptions(customerId, signal),
  });
}

/** The subscriptions of the owner's payment customer; none (no call) without one. */
export function useSubscriptions(customerId: string | null) {
  return useQuery({ ...subscriptionsQuery(customerId ?? ''), enabled: customerId !== null });
}
