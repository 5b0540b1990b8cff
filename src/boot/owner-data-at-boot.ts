import { ownerProfilePath, servicesStatusPath } from '../api/owner-requests';
import { BUSINESS_HUB_PATH, DASHBOARD_PATH } from '../domain/services/service-paths';
import { stripTrailingSlash } from '../domain/url-paths';

/** What a page may ask the main backend about its signed-in owner before anything renders. */
export type OwnerData = 'profile' | 'statuses';

/**
 * The pages whose first screen waits for the owner's statuses: the dashboard's cards, and the
 * Business Hub's templates section (the library's categories or its examples, issue 28).
 */
const STATUSES_AT_BOOT: readonly string[] = [DASHBOARD_PATH, BUSINESS_HUB_PATH];

/**
 * What a page opened at `path` asks about a signed-in owner before anything renders: the
 * profile on every page (the header names the owner), the statuses where the first screen
 * waits for them. The early script and the app's boot prefetch both follow it.
 */
export function ownerDataAtBoot(path: string): OwnerData[] {
  return STATUSES_AT_BOOT.includes(stripTrailingSlash(path))
    ? ['profile', 'statuses']
    : ['profile'];
}

/** Where each piece of the owner's data is read on the main backend. */
export const OWNER_DATA_PATHS: Readonly<Record<OwnerData, (individualId: number) => string>> = {
  profile: ownerProfilePath,
  statuses: servicesStatusPath,
};

/** The API paths of ownerDataAtBoot, for the early script. */
export function ownerRequestsAtBoot(path: string, individualId: number): string[] {
  return ownerDataAtBoot(path).map((data) => OWNER_DATA_PATHS[data](individualId));
}
