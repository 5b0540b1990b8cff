import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutJson } from '../../../api/http';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { invoiceListSchema } from '../../../domain/contracts/invoices';

const ENDPOINT = 'GET /v1/customer/{customer_id}/invoices';

/** The owner's invoices, newest first (spec dashboard §7), each with its lines. */
async function getInvoices(customerId: string, signal?: AbortSignal) {
  const answer = await checkoutJson<unknown>(
    `/v1/customer/${encodeURIComponent(customerId)}/invoices`,
    { signal },
  );
  return checkedAnswer(invoiceListSchema, answer, ENDPOINT).invoices;
}

export function invoicesQuery(customerId: string) {
  return queryOptions({
    queryKey: ['checkout', 'invoices', customerId],
    queryFn: ({ signal }) => getInvoices(customerId, signal),
  });
}

/**
 * The invoices of the owner's payment customer; none (no call) without one: an owner who has
 * bought nothing has no customer yet.
 */
export function useInvoices(customerId: string | null) {
  return useQuery({ ...invoicesQuery(customerId ?? ''), enabled: customerId !== null });
}
