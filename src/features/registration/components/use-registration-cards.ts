import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { checkoutProductsQuery } from '../../../api/checkout-products';
import { packageListQuery } from '../../../api/package-list';
import { stateFactsQuery } from '../../../api/state-facts';
import type { PageDefinition } from '../../../domain/questionnaire/page-definition';
import { planOffers } from '../../../domain/registration/plan-offers';
import type { StateFacts } from '../../../domain/state-facts/state-facts';
import { findUsState } from '../../../domain/us-states';
import { useLiveAnswers } from './live-answers';
import { withFilingCards, withPlanCards } from './registration-cards';

export interface RegistrationCards {
  /** The page's definition with its cards priced for the state, once the prices are in. */
  adapt: (definition: PageDefinition) => PageDefinition;
  facts: StateFacts | null;
}

const AS_SERVED = (definition: PageDefinition) => definition;

/** The state page1 names now: as typed on page1, or as the order was built from it. */
function useChosenState(): string | null {
  const { answers, order } = useLiveAnswers();
  const typed = answers.page1?.business_state;
  if (typeof typed === 'string') return findUsState(typed)?.abbreviation ?? null;
  return order?.status === 'ready' ? order.basics.state : null;
}

/**
 * Registration's cards priced for the visitor's state (issue 15): page1's plans with their
 * prices, contents and filing time; page2's standard and rapid filing with theirs. Prices come
 * after the first paint; until then the cards show as the server defines them.
 */
export function useRegistrationCards(page: string): RegistrationCards {
  const state = useChosenState();
  const { order } = useLiveAnswers();
  const facts = useQuery(stateFactsQuery(state)).data ?? null;
  const onPage1 = page === 'page1' && Boolean(state);
  const packages = useQuery({ ...packageListQuery(state ?? ''), enabled: onPage1 });
  const products = useQuery({ ...checkoutProductsQuery({ state }), enabled: onPage1 });
  const offers = useMemo(
    () => (packages.data && products.data ? planOffers(packages.data, products.data) : null),
    [packages.data, products.data],
  );
  const filingProducts =
    order?.status === 'ready' && order.basics.state === state ? order.checkout.products : null;

  const adapt = useCallback(
    (definition: PageDefinition) => {
      if (page === 'page1' && offers) return withPlanCards(definition, offers, facts);
      if (page === 'page2' && facts && filingProducts) {
        return withFilingCards(definition, facts, filingProducts);
      }
      return definition;
    },
    [page, offers, facts, filingProducts],
  );
  return useMemo(
    () => ({ adapt: page === 'page1' || page === 'page2' ? adapt : AS_SERVED, facts }),
    [page, adapt, facts],
  );
}
