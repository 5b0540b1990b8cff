import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { sessionOwnerKey } from '../../api/browser-session-cookie';
import { checkoutProductsQuery } from '../../api/checkout-products';
import type { CheckoutProduct } from '../../domain/checkout/checkout-product';
import type { Answers } from '../../domain/questionnaire/page-definition';
import {
  rebuildRegistrationCheckout,
  selectedProducts,
  type RegistrationBasics,
  type RegistrationCheckout,
  type RegistrationPageAnswers,
} from '../../domain/registration/selection-rules';
import { restoredRegistrationBasics } from '../../domain/registration/session-restore';
import { readStoredDraft } from '../../local/stored-reads';
import { getSessionPage } from '../../questionnaire/api/get-session-page';
import { readRegistrationCheckout, writeRegistrationCheckout } from './registration-checkout-store';

const ORDER_PAGES = ['page1', 'page2', 'page3', 'page4', 'page5'] as const;

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
  const draft = await readStoredDraft(sessionOwnerKey(sessionId), `registration/${page}`).catch(
    () => undefined,
  );
  if (draft) return draft.answers;
  return (await getSessionPage(sessionId, page))?.answers;
}

/**
 * The registration's order (spec foundation §4 "Selection rules"): the checkout service's
 * products for the chosen state and plan, selected by the answers of page1-page4, kept in
 * session storage as the registration checkout data.
 */
export function useRegistrationOrder(sessionId: string): RegistrationOrder {
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

  const basics = useMemo(() => {
    if (typeof answers === 'string') return null;
    try {
      return restoredRegistrationBasics(answers);
    } catch {
      return null;
    }
  }, [answers]);
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
    if (answers === 'failed' || (products.isError && !productList)) {
      return { status: 'failed', message: 'Your order could not be loaded. Please try again.' };
    }
    if (answers === 'loading') return { status: 'loading' };
    if (typeof answers === 'string' || !basics) return { status: 'incomplete' };
    if (!productList) return { status: 'loading' };
    const checkout = rebuildRegistrationCheckout(productList, basics, answers);
    return { status: 'ready', basics, answers, checkout, lines: selectedProducts(checkout) };
  }, [answers, basics, productList, products.isError]);

  useEffect(() => {
    if (order.status === 'ready') {
      writeRegistrationCheckout({ ...order.checkout, tier: order.basics.tier });
    }
  }, [order]);
  return order;
}
