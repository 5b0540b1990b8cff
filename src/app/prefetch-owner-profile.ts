import { ownerProfileQuery } from '../api/owner-profile';
import { currentSession } from '../api/session';
import { queryClient } from './query-client';

/** A signed-in owner's profile (name, plan) is needed by every dashboard screen: ask at boot. */
export function prefetchOwnerProfile(): void {
  const session = currentSession();
  if (session.status === 'signed-in')
    void queryClient.prefetchQuery(ownerProfileQuery(session.individualId));
}
