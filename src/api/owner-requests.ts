import { DASHBOARD_PATH } from '../domain/services/service-paths';
import { stripTrailingSlash } from '../domain/url-paths';

/** GET /v1/individual/{id}: the owner's profile (spec foundation §7). */
export function ownerProfilePath(individualId: number): string {
  return `/v1/individual/${individualId}`;
}

/** GET /v1/services/status/{id}: the status of every service the owner bought (foundation §7). */
export function servicesStatusPath(individualId: number): string {
  return `/v1/services/status/${individualId}`;
}

/** Whether a page opened at `path` shows the service statuses first thing: the dashboard. */
export function showsStatusesFirst(path: string): boolean {
  return stripTrailingSlash(path) === DASHBOARD_PATH;
}

/**
 * What the main backend is asked about a signed-in owner as a page opens at `path`, before
 * anything renders: the profile on every page (the header names the owner), the statuses on
 * the dashboard. The early script and the app's prefetch ask the same.
 */
export function ownerRequestsAtBoot(path: string, individualId: number): string[] {
  const paths = [ownerProfilePath(individualId)];
  if (showsStatusesFirst(path)) paths.push(servicesStatusPath(individualId));
  return paths;
}
