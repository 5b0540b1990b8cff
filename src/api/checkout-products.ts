import { queryOptions } from '@tanstack/react-query';
import type { CheckoutProduct } from '../domain/checkout/checkout-product';
import { checkoutJson } from './http';
import { retryUnlessNotFound } from './retry-policy';

/** Spec dashboard §9: the product list is fresh 5 minutes and kept 10. */
const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** Query parameters without the empty ones (spec foundation §7: empty filters are removed). */
function listQuery(filters: Record<string, string | null | undefined>): string {
  const present = Object.entries(filters).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
  const search = new URLSearchParams(present).toString();
  return search ? `?${search}` : '';
}

/**
 * GET /v1/dashboard_product/list?state=&tier= of the checkout service (no bearer token): the
 * products priced for a state and plan.
 */
/** The start of every product list's query key (one list per state and plan). */
export const CHECKOUT_PRODUCTS_KEY = ['checkout', 'products'] as const;

export function checkoutProductsQuery(filters: { state?: string | null; tier?: string | null }) {
  return queryOptions({
    queryKey: [...CHECKOUT_PRODUCTS_KEY, filters.state ?? '', filters.tier ?? ''],
    queryFn: async () =>
      (
        await checkoutJson<{ products: CheckoutProduct[] }>(
          `/v1/dashboard_product/list${listQuery(filters)}`,
          { auth: false },
        )
      ).products,
    staleTime: FIVE_MINUTES_MS,
    gcTime: 2 * FIVE_MINUTES_MS,
    retry: retryUnlessNotFound,
  });
}
