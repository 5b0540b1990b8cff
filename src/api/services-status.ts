import { queryOptions, useQuery } from '@tanstack/react-query';
import { earlyAnswerJson } from '../boot/early-answer';
import { apiJson } from './http';
import { servicesStatusPath } from './owner-requests';
import type { ServerServiceStatus } from '../domain/services/service-statuses';

/** Validates the server's list before the dashboard trusts it: malformed entries are dropped. */
export function parseServicesStatus(input: unknown): ServerServiceStatus[] {
  const services = (input as { services?: unknown } | null)?.services;
  if (!Array.isArray(services)) throw new Error('Services status must hold a services list');
  return services.filter(
    (entry): entry is ServerServiceStatus =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as ServerServiceStatus).service === 'string' &&
      typeof (entry as ServerServiceStatus).status === 'string',
  );
}

export async function getServicesStatus(individualId: number): Promise<ServerServiceStatus[]> {
  const path = servicesStatusPath(individualId);
  // At boot the early script has usually asked already: its answer is adopted (src/boot).
  return parseServicesStatus(await (earlyAnswerJson(path) ?? apiJson(path)));
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
