import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutJson } from '../../../api/http';
import type { CancellationReason } from '../../../domain/checkout/cancellation-reasons';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { subscriptionSchema } from '../../../domain/contracts/invoices';
import { subscriptionsQuery } from './subscriptions';

const ENDPOINT = 'POST /v1/customer/{customer_id}/subscriptions/{subscription_id}/cancel';

export interface Cancellation {
  customerId: string;
  subscriptionId: number;
  reason: CancellationReason;
  /** The owner's own words; left out when empty. */
  note: string;
}

/** Cancels the renewal at the end of the period: the service stays until its renewal date. */
async function cancelSubscription({ customerId, subscriptionId, reason, note }: Cancellation) {
  const answer = await checkoutJson<unknown>(
    `/v1/customer/${encodeURIComponent(customerId)}/subscriptions/${subscriptionId}/cancel`,
    {
      method: 'POST',
      // One key per press: a retried press is a new request, which the server answers the same.
      headers: { 'idempotency-key': crypto.randomUUID() },
      json: { reason, ...(note.trim() ? { note: note.trim() } : {}) },
    },
  );
  return checkedAnswer(subscriptionSchema, answer, ENDPOINT);
}

/** Cancels a renewal, then reads the subscriptions again (the card and price come with them). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: (_answer, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: subscriptionsQuery(customerId).queryKey }),
  });
}
