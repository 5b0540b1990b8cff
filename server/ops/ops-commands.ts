import { asc, eq } from 'drizzle-orm';
import {
  productKeyOfServiceName,
  SERVICE_NAMES,
  serviceNameOf,
} from '../../src/domain/services/service-names';
import {
  allowedStatuses,
  isAllowedStatus,
  normalizeServiceStatus,
} from '../../src/domain/services/service-statuses';
import type { Database } from '../db/database';
import { accounts, serviceStatuses } from '../db/schema';
import { AccountService } from '../services/accounts';
import type { ServerServiceStatus } from '../../src/domain/services/service-statuses';
import { changeServiceStatus } from '../services/service-statuses';

/** A refusal the operator can act on: its message says what was wrong and what is allowed. */
export class OpsError extends Error {}

/** One owner as `npm run ops -- owners` lists them. */
export interface OwnerSummary {
  individual_id: number;
  email: string;
  first_name: string;
  last_name: string;
  tier: string | null;
  services: ServerServiceStatus[];
}

/** Every owner, by individual id, with each service's status by service name. */
export async function listOwners(db: Database): Promise<OwnerSummary[]> {
  const rows = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      tier: accounts.tier,
      service: serviceStatuses.service,
      status: serviceStatuses.status,
      updatedAt: serviceStatuses.updatedAt,
    })
    .from(accounts)
    .leftJoin(serviceStatuses, eq(serviceStatuses.individualId, accounts.id))
    .orderBy(asc(accounts.id), asc(serviceStatuses.service));
  const owners = new Map<number, OwnerSummary>();
  for (const row of rows) {
    let owner = owners.get(row.id);
    if (!owner) {
      owner = {
        individual_id: row.id,
        email: row.email,
        first_name: row.firstName,
        last_name: row.lastName,
        tier: row.tier,
        services: [],
      };
      owners.set(row.id, owner);
    }
    if (row.service !== null && row.status !== null && row.updatedAt !== null) {
      owner.services.push({
        service: row.service,
        status: row.status,
        updated_at: row.updatedAt.toISOString(),
      });
    }
  }
  return [...owners.values()];
}

export interface SetStatusRequest {
  /** An individual id (7) or an email. */
  owner: string;
  /** A product key (EIN_APPLICATION) or a service name (ein-application). */
  service: string;
  status: string;
}

export interface StatusChange {
  individual_id: number;
  email: string;
  service: string;
  status: string;
  /** null: the owner did not have the service before. */
  previous: string | null;
  /** llc-formation: the owner's business, whose status followed; null when none is filed. */
  business_id: number | null;
}

async function findOwner(db: Database, reference: string) {
  const owners = new AccountService(db);
  const trimmed = reference.trim();
  if (/^\d+$/.test(trimmed)) {
    const owner = await owners.findById(Number(trimmed));
    if (!owner) throw new OpsError(`No owner with individual id ${trimmed}`);
    return owner;
  }
  if (trimmed.includes('@')) {
    const owner = await owners.findByEmail(trimmed);
    if (!owner) throw new OpsError(`No owner with email ${trimmed}`);
    return owner;
  }
  throw new OpsError(`"${reference}" is neither an individual id nor an email`);
}

/** IN_PROGRESS, in_progress and in-progress all name IN_PROGRESS. */
function normaliseStatus(status: string): string {
  return normalizeServiceStatus(status).replace(/-/g, '_');
}

/**
 * Sets one owner's status for one service, as the back office moves an order on. The
 * status must be one of the service's (src/domain/services/service-statuses.ts).
 */
export async function setOwnerServiceStatus(
  db: Database,
  request: SetStatusRequest,
  now: Date,
): Promise<StatusChange> {
  const owner = await findOwner(db, request.owner);
  const productKey = productKeyOfServiceName(request.service);
  if (productKey === null) {
    throw new OpsError(
      `Unknown service "${request.service}". Services (or their product keys, e.g. ` +
        `EIN_APPLICATION): ${SERVICE_NAMES.join(', ')}`,
    );
  }
  const service = serviceNameOf(productKey);
  const status = normaliseStatus(request.status);
  if (!isAllowedStatus(service, status)) {
    throw new OpsError(
      `"${request.status}" is not a status of ${service}. ` +
        `Allowed: ${allowedStatuses(service).join(', ')}`,
    );
  }
  const change = await changeServiceStatus(db, owner.id, service, status, now);
  return {
    individual_id: owner.id,
    email: owner.email,
    service,
    status,
    previous: change.previous,
    business_id: change.businessId,
  };
}
