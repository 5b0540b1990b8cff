import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseOwnerProfile, type OwnerProfile } from '../domain/owner-profile';
import { apiJson } from './http';
import { ownerProfilePath } from './owner-requests';
import { useSignedInIndividualId } from './session';

export async function getOwnerProfile(individualId: number): Promise<OwnerProfile> {
  return parseOwnerProfile(await apiJson(ownerProfilePath(individualId)));
}

/** The first part of the profile's query key, shared by every owner's. */
export const OWNER_PROFILE_KEY = 'owner-profile';

export function ownerProfileQuery(individualId: number) {
  return queryOptions({
    queryKey: [OWNER_PROFILE_KEY, individualId],
    queryFn: () => getOwnerProfile(individualId),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in owner's profile; `undefined` while loading or when signed out. */
export function useOwnerProfile(): { owner: OwnerProfile | undefined; isLoading: boolean } {
  const individualId = useSignedInIndividualId();
  const query = useQuery({ ...ownerProfileQuery(individualId), enabled: individualId > 0 });
  return { owner: query.data, isLoading: query.isLoading };
}
