import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StateFacts } from '../domain/state-facts/state-facts';
import type { ProductKey } from '../domain/checkout/product-keys';
import {
  filesWithStateFee,
  stateFeeNote,
  type StateFeeNote,
} from '../domain/services/service-state-fees';
import { findUsState } from '../domain/us-states';
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

/**
 * What the state of a business (named as the owner's profile has it: name or code) charges for
 * a service, as the Learn More modal and the checkout say it; `loading` while the facts a
 * service with a state fee needs are on their way.
 */
export function useServiceStateFeeNote(
  productKey: ProductKey,
  businessState: string | null | undefined,
): { note: StateFeeNote | null; loading: boolean } {
  const facts = useQuery(stateFactsQuery(findUsState(businessState ?? '')?.abbreviation));
  return {
    note: facts.data ? stateFeeNote(productKey, facts.data) : null,
    loading: filesWithStateFee(productKey) && facts.isLoading,
  };
}
