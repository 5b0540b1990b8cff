import { useQuery, type QueryObserverResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { checkoutProductsQuery } from '../../../api/checkout-products';
import { packageListQuery } from '../../../api/package-list';
import { stateFactsQuery } from '../../../api/state-facts';
import type { Answers, PageDefinition } from '../../../domain/questionnaire/page-definition';
import { planOffers } from '../../../domain/registration/plan-offers';
import type { StateFacts } from '../../../domain/state-facts/state-facts';
import { findUsState } from '../../../domain/us-states';
import { useLiveAnswers } from './live-answers';
import { withFilingCards, withPlanCards } from './registration-cards';

export interface RegistrationCards {
  /** The page's definition with its cards priced for the state, once the prices are in. */
  adapt: (definition: PageDefinition) => PageDefinition;
  facts: StateFacts | null;
  /**
   * Whether the cards are still being priced for the state these loaded answers name: a
   * returning visitor's page waits for its prices rather than growing under them (CLS).
   */
  dressing: (answers: Answers) => boolean;
}

const AS_SERVED = (definition: PageDefinition) => definition;
const NOTHING_TO_DRESS = () => false;

/**
 * Whether a query has its answer, or will not get one soon: failed, or paused without a
 * connection (the cards then show as the server defines them).
 */
function settled(query: Pick<QueryObserverResult, 'status' | 'fetchStatus'>): boolean {
  return query.status !== 'pending' || query.fetchStatus !== 'fetching';
}

function stateOfAnswers(answers: Answers): string | null {
  const named = answers.business_state;
  return typeof named === 'string' ? (findUsState(named)?.abbreviation ?? null) : null;
}

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
  const factsQuery = useQuery(stateFactsQuery(state));
  const facts = factsQuery.data ?? null;
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
  const factsSettled = settled(factsQuery);
  const offersSettled = settled(packages) && settled(products);
  const orderSettled = order !== null && order.status !== 'loading';
  const dressing = useCallback(
    (answers: Answers) => {
      if (page === 'page2') return !factsSettled || !orderSettled;
      const named = stateOfAnswers(answers);
      // The answers name a state the cards have not been asked to price yet (this render's
      // answers reach the live answers after it).
      if (named === null) return false;
      return named !== state || !factsSettled || !offersSettled;
    },
    [page, state, factsSettled, offersSettled, orderSettled],
  );
  return useMemo(
    () =>
      page === 'page1' || page === 'page2'
        ? { adapt, facts, dressing }
        : { adapt: AS_SERVED, facts, dressing: NOTHING_TO_DRESS },
    [page, adapt, facts, dressing],
  );
}
