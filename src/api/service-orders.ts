import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from './http';
import { serviceOrdersPath } from './owner-requests';
import { useSignedInIndividualId } from './session';
import { checkedAnswer } from '../domain/contracts/checked-answer';
import { serviceOrdersAnswer, type PlacedOrder } from '../domain/contracts/service-orders';

/** GET /v1/services/orders/{id}: the owner's orders, newest first, checked before use. */
export async function getServiceOrders(
  individualId: number,
  signal?: AbortSignal,
): Promise<PlacedOrder[]> {
  const answer = await apiJson(serviceOrdersPath(individualId), { signal });
  return checkedAnswer(serviceOrdersAnswer, answer, 'GET /v1/services/orders/{individual_id}')
    .orders;
}

/** The first part of the orders' query key, shared by every owner's. */
export const SERVICE_ORDERS_KEY = 'service-orders';

/** Cached as the statuses are (5 minutes, 2 retries): the orders move with them. */
export function serviceOrdersQuery(individualId: number) {
  return queryOptions({
    queryKey: [SERVICE_ORDERS_KEY, individualId],
    queryFn: ({ signal }) => getServiceOrders(individualId, signal),
    staleTime: 5 * 60_000,
    retry: 2,
  });
}

/** The signed-in owner's orders (idle while signed out). */
export function useServiceOrders() {
  const individualId = useSignedInIndividualId();
  return useQuery({ ...serviceOrdersQuery(individualId), enabled: individualId > 0 });
}
