import { queryOptions } from '@tanstack/react-query';
import type { StateFacts } from '../domain/state-facts/state-facts';
import { apiJson } from './http';
import { retryUnlessNotFound } from './retry-policy';

/** A state's facts change when the dataset is refreshed, not while a visitor registers. */
const ONE_HOUR_MS = 60 * 60 * 1000;

/**
 * GET /v1/states/{state}/facts (public): the state's fees, filing times and naming rules, each
 * with its source. `state` is the two-letter code.
 */
export function stateFactsQuery(state: string | null | undefined) {
  return queryOptions({
    queryKey: ['state-facts', state ?? ''],
    queryFn: () =>
      apiJson<StateFacts>(`/v1/states/${encodeURIComponent(state ?? '')}/facts`, { auth: false }),
    enabled: Boolean(state),
    staleTime: ONE_HOUR_MS,
    retry: retryUnlessNotFound,
  });
}
