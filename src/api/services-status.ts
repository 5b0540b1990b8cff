import { queryOptions, useQuery } from '@tanstack/react-query';
import { readAtBoot } from '../boot/early-answer';
import { servicesStatusPath } from './owner-requests';
import { checkedAnswer } from '../domain/contracts/checked-answer';
import {
  serviceStatusesAnswer,
  type ServerServiceStatus,
} from '../domain/contracts/services-status';

export async function getServicesStatus(individualId: number): Promise<ServerServiceStatus[]> {
  const path = servicesStatusPath(individualId);
  // At boot the early script has usually asked already: its answer is adopted (src/boot).
  const answer = await readAtBoot({ service: 'api', path });
  return checkedAnswer(serviceStatusesAnswer, answer, `GET ${path}`).services;
}

/** The first part of the statuses' query key, shared by every owner's. */
export const SERVICES_STATUS_KEY = 'services-status';

/** Spec foundation §7: services status is cached 5 minutes with 2 retries. */
export function servicesStatusQuery(individualId: number) {
  return queryOptions({
    queryKey: [SERVICES_STATUS_KEY, individualId],
    queryFn: () => getServicesStatus(individualId),
    staleTime: 5 * 60_000,
    retry: 2,
  });
}

export function useServicesStatus(individualId: number) {
  return useQuery({ ...servicesStatusQuery(individualId), enabled: individualId > 0 });
}
