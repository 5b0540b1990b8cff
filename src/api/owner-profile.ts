import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseOwnerProfile, type OwnerProfile } from '../domain/owner-profile';
import { apiJson } from './http';
import { useSession } from './session';

export async function getOwnerProfile(individualId: number): Promise<OwnerProfile> {
  return parseOwnerProfile(await apiJson(`/v1/individual/${individualId}`));
}

export function ownerProfileQuery(individualId: number) {
  return queryOptions({
    queryKey: ['owner-profile', individualId],
    queryFn: () => getOwnerProfile(individualId),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in owner's profile; `undefined` while loading or when signed out. */
export function useOwnerProfile(): { owner: OwnerProfile | undefined; isLoading: boolean } {
  const session = useSession();
  const individualId = session.status === 'signed-in' ? session.individualId : 0;
  const query = useQuery({ ...ownerProfileQuery(individualId), enabled: individualId > 0 });
  return { owner: query.data, isLoading: query.isLoading };
}
