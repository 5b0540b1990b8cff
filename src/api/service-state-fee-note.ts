import { useQuery } from '@tanstack/react-query';
import type { ProductKey } from '../domain/checkout/product-keys';
import {
  filesWithStateFee,
  stateFeeNote,
  type StateFeeNote,
} from '../domain/services/service-state-fees';
import { findUsState } from '../domain/us-states';
import { stateFactsQuery } from './state-facts';

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
