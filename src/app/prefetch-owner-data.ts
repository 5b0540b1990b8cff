import { ownerProfileQuery } from '../api/owner-profile';
import { servicesStatusQuery } from '../api/services-status';
import { currentSession } from '../api/session';
import { DASHBOARD_PATH } from '../domain/services/service-paths';
import { stripTrailingSlash } from './dashboard-routes';
import { queryClient } from './query-client';

/**
 * Asked for at boot, beside the first screen's code: a signed-in owner's profile (name, plan),
 * which every dashboard screen shows, and on the dashboard the services' statuses its cards
 * wait for (their paint is the page's largest).
 */
export function prefetchOwnerData(path: string): void {
  const session = currentSession();
  if (session.status !== 'signed-in') return;
  void queryClient.prefetchQuery(ownerProfileQuery(session.individualId));
  if (stripTrailingSlash(path) === DASHBOARD_PATH) {
    void queryClient.prefetchQuery(servicesStatusQuery(session.individualId));
  }
}
