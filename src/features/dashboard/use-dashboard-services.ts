import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { checkoutProductsQuery } from '../../api/checkout-products';
import { useOwnerProfile } from '../../api/owner-profile';
import { useSignedInIndividualId } from '../../api/session';
import type { CheckoutProduct } from '../../domain/checkout/checkout-product';
import type { ProductKey } from '../../domain/checkout/product-keys';
import type { OwnerProfile } from '../../domain/owner-profile';
import {
  mergeServiceStatuses,
  statusChangeTimes,
  type ServiceStatuses,
} from '../../domain/services/service-statuses';
import { subscribeTemporaryPurchases, temporaryPurchases } from '../../api/temporary-purchases';
import { useServicesStatus } from '../../api/services-status';

export interface DashboardServices {
  owner: OwnerProfile | undefined;
  /** Product key → status: the server's list merged with this tab's purchases (spec §4). */
  statuses: ServiceStatuses | undefined;
  /** When each service the server lists took its status (its updated_at), by product key. */
  statusSince: Partial<Record<ProductKey, string>>;
  /** The checkout service's products of the owner's state (empty: static prices show). */
  products: readonly CheckoutProduct[];
  /**
   * The first answer of the product list is on its way: prices are not shown yet, rather than
   * the static ones that the checkout's would replace a moment later.
   */
  pricesLoading: boolean;
  isLoading: boolean;
  /** The status list could not be loaded (and no copy of it is cached). */
  statusFailed: boolean;
  retryStatus: () => void;
}

const NO_PRODUCTS: readonly CheckoutProduct[] = [];
const NO_TIMES: Partial<Record<ProductKey, string>> = {};

/** Everything the service cards need, each part from the query cache first. */
export function useDashboardServices(): DashboardServices {
  const individualId = useSignedInIndividualId();
  const { owner, isLoading: ownerLoading } = useOwnerProfile();
  const status = useServicesStatus(individualId);
  const purchased = useSyncExternalStore(subscribeTemporaryPurchases, temporaryPurchases);
  // Every product of the owner's state: the dashboard sells services one at a time, so it asks
  // by state alone (a tier would narrow the list to that plan's package; decision 0082).
  const products = useQuery({
    ...checkoutProductsQuery({ state: owner?.business_state }),
    enabled: Boolean(owner?.business_state),
  });
  return {
    owner,
    statuses: status.data ? mergeServiceStatuses(status.data, purchased) : undefined,
    statusSince: status.data ? statusChangeTimes(status.data) : NO_TIMES,
    products: products.data ?? NO_PRODUCTS,
    pricesLoading: products.isLoading,
    isLoading: ownerLoading || status.isLoading,
    statusFailed: status.isError && !status.data,
    retryStatus: () => void status.refetch(),
  };
}
