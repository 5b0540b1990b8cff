import type { QueryClient } from '@tanstack/react-query';
import { currentSession } from '../api/current-session';
import { ownerProfileQuery } from '../api/owner-profile';
import { servicesStatusQuery } from '../api/services-status';
import { ownerDataAtBoot } from './owner-data-at-boot';

/**
 * Starts the signed-in owner's queries at boot, beside the route's code, instead of once the
 * page's components mount (ownerDataAtBoot). The early script has usually sent their requests
 * already: their query functions adopt its answers (early-answer.ts).
 */
export function prefetchOwnerData(queryClient: QueryClient, path: string): void {
  const session = currentSession();
  if (session.status !== 'signed-in') return;
  for (const data of ownerDataAtBoot(path)) {
    if (data === 'profile') void queryClient.prefetchQuery(ownerProfileQuery(session.individualId));
    else void queryClient.prefetchQuery(servicesStatusQuery(session.individualId));
  }
}
