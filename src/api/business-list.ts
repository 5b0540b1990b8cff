import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from './http';
import { doublingRetryDelay, retryUnlessNotFound } from './retry-policy';
import { useSignedInIndividualId } from './session';
import { checkedAnswer } from '../domain/contracts/checked-answer';
import { businessListAnswer, type BusinessRecord } from '../domain/contracts/business-list';

/** Spec foundation §7: business details are cached 5 minutes. */
const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** GET /v1/business/list: the signed-in owner's businesses, checked before the page uses them. */
export async function getBusinessList(signal?: AbortSignal): Promise<BusinessRecord[]> {
  const answer = await apiJson('/v1/business/list', { signal });
  return checkedAnswer(businessListAnswer, answer, 'GET /v1/business/list').businesses;
}

/**
 * The list is the token's owner's, so the owner is part of the key: another owner signing in
 * on this device never sees the previous one's cached business.
 */
export function businessListQuery(individualId: number) {
  return queryOptions({
    queryKey: ['business-list', individualId],
    queryFn: ({ signal }) => getBusinessList(signal),
    staleTime: FIVE_MINUTES_MS,
    // Spec foundation §7: up to 3 retries, none on 404, backoff doubling up to 30 s.
    retry: retryUnlessNotFound,
    retryDelay: doublingRetryDelay,
  });
}

/** The signed-in owner's businesses (idle while signed out, or when not `enabled`). */
export function useBusinessList({ enabled = true }: { enabled?: boolean } = {}) {
  const individualId = useSignedInIndividualId();
  return useQuery({ ...businessListQuery(individualId), enabled: enabled && individualId > 0 });
}
