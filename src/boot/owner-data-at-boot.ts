import { ownerProfilePath, servicesStatusPath } from '../api/owner-requests';
import { HUB_FIRST_SCREEN_READS } from '../domain/hub/content-reads';
import { BUSINESS_HUB_PATH, DASHBOARD_PATH, PRODUCTS_PATH } from '../domain/services/service-paths';
import { stripTrailingSlash } from '../domain/url-paths';
import type { BootRequest } from './boot-services';

/** What a page may ask the main backend about its signed-in owner before anything renders. */
export type OwnerData = 'profile' | 'statuses';

/**
 * The pages whose first screen waits for the owner's statuses: the dashboard's and the Products
 * page's cards, and the Business Hub's templates section (the library's categories or its
 * examples, issue 28).
 */
const STATUSES_AT_BOOT: readonly string[] = [DASHBOARD_PATH, PRODUCTS_PATH, BUSINESS_HUB_PATH];

/**
 * The content service's reads a page's first screen paints with (the hub's lists): asked with
 * the owner's data, not a round trip after the page's code (issue 28: the hub's LCP).
 */
const CONTENT_AT_BOOT: Readonly<Record<string, readonly string[]>> = {
  [BUSINESS_HUB_PATH]: HUB_FIRST_SCREEN_READS,
};

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

/** Every request the early script sends for a page opened at `path`, in the order it sends. */
export function ownerRequestsAtBoot(path: string, individualId: number): BootRequest[] {
  const content = CONTENT_AT_BOOT[stripTrailingSlash(path)] ?? [];
  return [
    ...ownerDataAtBoot(path).map((data) => ({
      service: 'api' as const,
      path: OWNER_DATA_PATHS[data](individualId),
    })),
    ...content.map((contentPath) => ({ service: 'content' as const, path: contentPath })),
  ];
}
