import { queryOptions, useQuery } from '@tanstack/react-query';
import { readAtBoot } from '../boot/early-answer';
import { checkedAnswer } from '../domain/contracts/checked-answer';
import { individualAnswer } from '../domain/contracts/individual';
import type { OwnerProfile } from '../domain/owner-profile';
import { ownerProfilePath } from './owner-requests';
import { storeStripeCustomerId } from './client-storage';
import { useSignedInIndividualId } from './session';

export async function getOwnerProfile(individualId: number): Promise<OwnerProfile> {
  const path = ownerProfilePath(individualId);
  // At boot the early script has usually asked already: its answer is adopted (src/boot).
  const answer = checkedAnswer(
    individualAnswer,
    await readAtBoot({ service: 'api', path }),
    `GET ${path}`,
  );
  // Kept on the device as spec foundation §7 lists it.
  storeStripeCustomerId(answer.stripe_customer_id);
  // The spec's order_url is read where an answer has one: this server does not send it.
  const orderUrl = answer.order_url;
  return {
    ...answer,
    order_url: typeof orderUrl === 'string' && orderUrl !== '' ? orderUrl : null,
  };
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
