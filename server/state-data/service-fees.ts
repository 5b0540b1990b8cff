import { readFileSync } from 'node:fs';
import type { ServiceStateFee, SourcedFee } from '../../src/domain/state-facts/state-facts';

/** The services whose state fee is looked up in each state's published fee schedule. */
export const RESEARCHED_SERVICES = ['LLC_AMENDMENT', 'CERT_GOOD_STANDING'] as const;
export type ResearchedService = (typeof RESEARCHED_SERVICES)[number];

/**
 * `service-fees.json`: per two-letter code, each researched service's state fee with its source,
 * or null where the state's schedule was read and no figure could be sourced. A state or a
 * service missing from the file has not been looked up yet.
 */
export type ServiceFeeTable = Readonly<
  Record<string, Partial<Record<ResearchedService, SourcedFee | null>>>
>;

export const SERVICE_FEE_TABLE = JSON.parse(
  readFileSync(new URL('./service-fees.json', import.meta.url), 'utf8'),
) as ServiceFeeTable;

/** A state's fee for the service: sourced where the table has it, else unknown (no figure). */
export function researchedServiceFee(
  table: ServiceFeeTable,
  code: string,
  service: ResearchedService,
): ServiceStateFee {
  const fee = table[code]?.[service];
  if (!fee) return { status: 'unknown' };
  return {
    status: 'sourced',
    cents: fee.cents,
    source_url: fee.source_url,
    last_verified: fee.last_verified,
  };
}
