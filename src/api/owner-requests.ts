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

/** What a page may ask the main backend about its signed-in owner before anything renders. */
export type OwnerData = 'profile' | 'statuses';

/**
 * What a page opened at `path` asks about a signed-in owner before anything renders: the
 * profile on every page (the header names the owner), the statuses on the dashboard (its
 * cards wait for them). The early script and the app's prefetch both follow it.
 */
export function ownerDataAtBoot(path: string): OwnerData[] {
  return stripTrailingSlash(path) === DASHBOARD_PATH ? ['profile', 'statuses'] : ['profile'];
}

const OWNER_DATA_PATHS: Readonly<Record<OwnerData, (individualId: number) => string>> = {
  profile: ownerProfilePath,
  statuses: servicesStatusPath,
};

/** The API paths of ownerDataAtBoot, for the early script. */
export function ownerRequestsAtBoot(path: string, individualId: number): string[] {
  return ownerDataAtBoot(path).map((data) => OWNER_DATA_PATHS[data](individualId));
}
