import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutJson } from './http';
import { retryUnlessNotFound } from './retry-policy';
import type { DeliveryTimes } from '../domain/estimates/filing-days';

/** A tier's package as GET /v1/package/list answers it (spec dashboard §3 "Package"). */
export interface PackageSummary {
  name: string;
  products: Array<{ name: string; optional?: boolean } & DeliveryTimes>;
}

function parsePackages(input: unknown): PackageSummary[] {
  const packages = (input as { packages?: unknown } | null)?.packages;
  if (!Array.isArray(packages)) throw new Error('Package list must hold packages');
  return packages as PackageSummary[];
}

/**
 * GET /v1/package/list?state= of the checkout service (no bearer token). Spec dashboard §9: the
 * packages list is always stale (asked again on every use; the cached copy shows meanwhile).
 */
export function packageListQuery(state: string) {
  return queryOptions({
    queryKey: ['checkout', 'packages', state],
    queryFn: async () =>
      parsePackages(
        await checkoutJson(`/v1/package/list?state=${encodeURIComponent(state)}`, { auth: false }),
      ),
    staleTime: 0,
    retry: retryUnlessNotFound,
  });
}

/** The formation's standard and expedited times in the owner's package, once loaded. */
export function useFormationTimes(
  state: string | null,
  tier: string | null,
): DeliveryTimes | undefined {
  const packages = useQuery({ ...packageListQuery(state ?? ''), enabled: Boolean(state) });
  const ownPackage =
    packages.data?.find((entry) => entry.name.toUpperCase() === tier?.toUpperCase()) ??
    packages.data?.[0];
  return ownPackage?.products.find((product) => product.name === 'LLC_FORMATION');
}
