import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { sessionOwnerKey } from '../api/browser-session-cookie';
import { checkoutProductsQuery } from '../api/checkout-products';
import type { CheckoutProduct } from '../domain/checkout/checkout-product';
import type { Answers } from '../domain/questionnaire/page-definition';
import {
  rebuildRegistrationCheckout,
  selectedProducts,
  type RegistrationBasics,
  type RegistrationCheckout,
  type RegistrationPageAnswers,
} from '../domain/registration/selection-rules';
import { restoredRegistrationBasics } from '../domain/registration/session-restore';
import { draftStore } from '../local/draft-store';
import { getSessionPage } from '../questionnaire/api/get-session-page';
import { readRegistrationCheckout, writeRegistrationCheckout } from './registration-checkout-store';

const ORDER_PAGES = ['page1', 'page2', 'page3', 'page4', 'page5'] as const;

/** Answers of registration pages as the visitor is typing them, keyed by page name. */
export type LiveAnswers = Readonly<Record<string, Answers>>;
const NO_LIVE_ANSWERS: LiveAnswers = {};

export type RegistrationOrder =
  | { status: 'loading' }
  /** Page1 lacks the plan, entity type or state: the visitor goes back to it. */
  | { status: 'incomplete' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      basics: RegistrationBasics;
      answers: RegistrationPageAnswers & { page5?: Answers };
      checkout: RegistrationCheckout;
      lines: CheckoutProduct[];
    };

/** A page's answers: this device's copy first (local first), else the server's. */
async function pageAnswers(sessionId: string, page: string): Promise<Answers | undefined> {
  const draft = await draftStore.read(sessionOwnerKey(sessionId), `registration/${page}`);
  if (draft) return draft.answers;
  return (await getSessionPage(sessionId, page))?.answers;
}

/**
 * The registration's order (spec foundation §4 "Selection rules"): the checkout service's
 * products for the chosen state and plan, selected by the answers of page1-page4, kept in
 * session storage as the registration checkout data.
 */
export function useRegistrationOrder(
  sessionId: string,
  live: LiveAnswers = NO_LIVE_ANSWERS,
): RegistrationOrder {
  const [answers, setAnswers] = useState<RegistrationOrder['status'] | Record<string, Answers>>(
    'loading',
  );
  useEffect(() => {
    let current = true;
    void Promise.all(ORDER_PAGES.map((page) => pageAnswers(sessionId, page)))
      .then((pages) => {
        const found: Record<string, Answers> = {};
        ORDER_PAGES.forEach((page, index) => {
          if (pages[index]) found[page] = pages[index];
        });
        if (current) setAnswers(found);
      })
      .catch(() => current && setAnswers('failed'));
    return () => {
      current = false;
    };
  }, [sessionId]);

  // What the visitor is answering now wins over what was kept when the order was first read.
  const merged = useMemo(
    () => (typeof answers === 'string' ? answers : { ...answers, ...live }),
    [answers, live],
  );
  const basics = useMemo(() => {
    if (typeof merged === 'string') return null;
    try {
      return restoredRegistrationBasics(merged);
    } catch {
      return null;
    }
  }, [merged]);
  const products = useQuery({
    ...checkoutProductsQuery({ state: basics?.state, tier: basics?.tier }),
    enabled: basics !== null,
  });

  // The products kept with this tab's checkout data, for the same state and plan: a reload with
  // no connection still shows (and can pay for, once back online) the order.
  const [stored] = useState(readRegistrationCheckout);
  const productList =
    products.data ??
    (stored && basics && stored.state === basics.state && stored.tier === basics.tier
      ? stored.products
      : undefined);

  const order = useMemo((): RegistrationOrder => {
    if (merged === 'failed' || (products.isError && !productList)) {
      return { status: 'failed', message: 'Your order could not be loaded. Please try again.' };
    }
    if (merged === 'loading') return { status: 'loading' };
    if (typeof merged === 'string' || !basics) return { status: 'incomplete' };
    if (!productList) return { status: 'loading' };
    const checkout = rebuildRegistrationCheckout(productList, basics, merged);
    return {
      status: 'ready',
      basics,
      answers: merged,
      checkout,
      lines: selectedProducts(checkout),
    };
  }, [merged, basics, productList, products.isError]);

  useEffect(() => {
    if (order.status === 'ready') {
      writeRegistrationCheckout({ ...order.checkout, tier: order.basics.tier });
    }
  }, [order]);
  return order;
}
