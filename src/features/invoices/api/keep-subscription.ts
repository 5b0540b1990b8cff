import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutJson } from '../../../api/http';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { subscriptionSchema } from '../../../domain/contracts/invoices';
import { subscriptionsQuery } from './subscriptions';

const ENDPOINT = 'POST /v1/customer/{customer_id}/subscriptions/{subscription_id}/keep';

/** Undoes a cancelled renewal before its date: the subscription renews again. */
async function keepSubscription({
  customerId,
  subscriptionId,
}: {
  customerId: string;
  subscriptionId: number;
}) {
  const answer = await checkoutJson<unknown>(
    `/v1/customer/${encodeURIComponent(customerId)}/subscriptions/${subscriptionId}/keep`,
    { method: 'POST', headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  return checkedAnswer(subscriptionSchema, answer, ENDPOINT);
}

/** Keeps a subscription whose renewal was cancelled, then reads the subscriptions again. */
export function useKeepSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepSubscription,
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: subscriptionsQuery(customerId).queryKey }),
  });
}
