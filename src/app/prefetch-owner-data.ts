import { currentSession } from '../api/current-session';
import { ownerProfileQuery } from '../api/owner-profile';
import { ownerDataAtBoot } from '../api/owner-requests';
import { servicesStatusQuery } from '../api/services-status';
import { queryClient } from './query-client';

/**
 * Starts the signed-in owner's requests at boot, beside the route's code, instead of once the
 * page's components mount (ownerDataAtBoot; the early script has usually sent them already,
 * and these queries adopt its answers).
 */
export function prefetchOwnerData(path: string): void {
  const session = currentSession();
  if (session.status !== 'signed-in') return;
  for (const data of ownerDataAtBoot(path)) {
    if (data === 'profile') void queryClient.prefetchQuery(ownerProfileQuery(session.individualId));
    else void queryClient.prefetchQuery(servicesStatusQuery(session.individualId));
  }
}
