import type { QueryClient } from '@tanstack/react-query';
import { OWNER_PROFILE_KEY } from './owner-profile';
import { SERVICE_ORDERS_KEY } from './service-orders';
import { SERVICES_STATUS_KEY } from './services-status';

/**
 * After a purchase the owner's plan, payment customer, add-ons, services and orders have changed on
 * the server: the cached copies are marked stale and read again where they are shown.
 */
export function refreshOwnerQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [OWNER_PROFILE_KEY, SERVICES_STATUS_KEY, SERVICE_ORDERS_KEY].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
}
