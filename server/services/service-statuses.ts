import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductKey } from '../../src/domain/checkout/product-keys';
import { serviceNameOf } from '../../src/domain/services/service-names';
import { isAllowedStatus } from '../../src/domain/services/service-statuses';
import { planComplianceReminders } from '../compliance/compliance-reminders';
import type { JobEngine } from '../jobs/job-engine';
import { charterDay } from '../compliance/charter-days';
import type { Database } from '../db/database';
import { businesses, serviceStatusChanges, serviceStatuses } from '../db/schema';
import { isHeldNameViolation } from './held-names';

export const LLC_FORMATION_SERVICE = serviceNameOf('LLC_FORMATION');

/**
 * What a service's ACTIVE (the state filed or approved it) does besides the status, in the
 * same transaction (the annual report moves the calendar on, decision 0054; the amendment
 * becomes the business record, decision 0053), or why it refuses (the amendment's new name held
 * by another business meanwhile, decision 0056): then nothing changes.
 */
export type ActiveEffect = (
  jobs: JobEngine,
  db: Database,
  individualId: number,
  at: Date,
) => Promise<{ refused: string } | void>;

/** What ACTIVE does per service, by service name: the products' own, from the assembly. */
export type ActiveEffects = Readonly<Record<string, ActiveEffect>>;

/** Done: for a formation, the state approved it (foundation §4). */
const FORMATION_ACTIVE = 'ACTIVE';

/** Paid but not started (foundation §4). */
const SERVICE_PURCHASED = 'PURCHASED';

export interface ServiceStatus {
  service: string;
  status: string;
  updatedAt: Date;
}

/** An owner's services and their statuses, by service name. */
export async function listServiceStatuses(
  db: Database,
  individualId: number,
): Promise<ServiceStatus[]> {
  return db
    .select({
      service: serviceStatuses.service,
      status: serviceStatuses.status,
      updatedAt: serviceStatuses.updatedAt,
    })
    .from(serviceStatuses)
    .where(eq(serviceStatuses.individualId, individualId))
    .orderBy(asc(serviceStatuses.service));
}

/** The owner's status for one service (by service name), or undefined when they do not have it. */
export async function serviceStatusOf(
  db: Database,
  individualId: number,
  service: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ status: serviceStatuses.status })
    .from(serviceStatuses)
    .where(
      and(eq(serviceStatuses.individualId, individualId), eq(serviceStatuses.service, service)),
    );
  return row?.status;
}

/** Records an owner's status for a service (inside the caller's transaction when given one). */
export async function setServiceStatus(
  db: Database,
  individualId: number,
  service: string,
  status: string,
  at: Date,
): Promise<void> {
  // A status outside the service's list is a bug in the caller, never an owner's input.
  if (!isAllowedStatus(service, status)) {
    throw new Error(`${status} is not a status of ${service}`);
  }
  const previous = await serviceStatusOf(db, individualId, service);
  await db
    .insert(serviceStatuses)
    .values({ individualId, service, status, updatedAt: at })
    .onConflictDoUpdate({
      target: [serviceStatuses.individualId, serviceStatuses.service],
      set: { status, updatedAt: at },
    });
  if (previous !== status) await recordStatusChanges(db, [{ individualId, service, status }], at);
}

/**
 * Keeps each status change in the services' history, in the caller's transaction: the owner's
 * timeline, and what the status mails tell (server/services/status-mail.ts).
 */
export async function recordStatusChanges(
  db: Database,
  changes: ReadonlyArray<{ individualId: number; service: string; status: string }>,
  at: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insert(serviceStatusChanges)
    .values(changes.map((change) => ({ ...change, changedAt: at })));
}

/** A status change the back office asked for that would break a rule: nothing was changed. */
export class StatusChangeRefused extends Error {}

/** Why a formation is not moved back from REJECTED: its name went to another business since. */
export const FORMATION_NAME_TAKEN =
  "The formation's business cannot hold its name again: another business in its state holds " +
  'that name now. Nothing was changed; the owner files the formation again under another name.';

/**
 * Sets a service's status from outside an owner's flow (the back office), with what ACTIVE does
 * for it (`whenActive`: the products', handed down by the assembly), returning the previous
 * one (null when the owner did not have the service). The formation filing's status
 * lives on the business row too, so llc-formation moves both, and the business profile and the
 * dashboard agree: businessId is that business, null while none is filed. A change that would
 * break a rule (an amendment's name held by another business meanwhile; a rejected formation's
 * name, which the database keeps to one business per state) throws StatusChangeRefused, the
 * transaction undone.
 */
export async function changeServiceStatus(
  jobs: JobEngine,
  db: Database,
  whenActive: ActiveEffects,
  individualId: number,
  service: string,
  status: string,
  at: Date,
): Promise<{ previous: string | null; businessId: number | null }> {
  try {
    return await changeStatusOnce(jobs, db, whenActive, individualId, service, status, at);
  } catch (error) {
    if (isHeldNameViolation(error)) throw new StatusChangeRefused(FORMATION_NAME_TAKEN);
    throw error;
  }
}

async function changeStatusOnce(
  jobs: JobEngine,
  db: Database,
  whenActive: ActiveEffects,
  individualId: number,
  service: string,
  status: string,
  at: Date,
): Promise<{ previous: string | null; businessId: number | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: serviceStatuses.status })
      .from(serviceStatuses)
      .where(
        and(eq(serviceStatuses.individualId, individualId), eq(serviceStatuses.service, service)),
      )
      .for('update');
    await setServiceStatus(tx, individualId, service, status, at);
    const effect =
      status === 'ACTIVE' ? await whenActive[service]?.(jobs, tx, individualId, at) : null;
    if (effect) throw new StatusChangeRefused(effect.refused);
    const [businessId] =
      service === LLC_FORMATION_SERVICE
        ? await followFormationStatus(jobs, tx, [individualId], at)
        : [];
    return { previous: current?.status ?? null, businessId: businessId ?? null };
  });
}

/**
 * The formation's status is also its business's state filing status (the business row):
 * whatever moves llc-formation calls this for the owners it moved, and each business takes its
 * owner's llc-formation status as it now stands. An ACTIVE formation is formed on the day it
 * first became so (Charter's calendar), and its owner's compliance reminders are planned in the
 * same transaction; one that is not ACTIVE has no formation date (decision 0052). Returns the
 * businesses' ids.
 */
export async function followFormationStatus(
  jobs: JobEngine,
  db: Database,
  individualIds: readonly number[],
  at: Date,
): Promise<number[]> {
  if (individualIds.length === 0) return [];
  const formationStatus = sql<string>`(
    select ${serviceStatuses.status} from ${serviceStatuses}
    where ${serviceStatuses.individualId} = ${businesses.individualId}
      and ${serviceStatuses.service} = ${LLC_FORMATION_SERVICE}
  )`;
  const rows = await db
    .update(businesses)
    .set({
      status: formationStatus,
      formedOn: sql`case when ${formationStatus} = ${FORMATION_ACTIVE}
        then coalesce(${businesses.formedOn}, ${charterDay(at)}::date) end`,
      updatedAt: at,
    })
    .where(inArray(businesses.individualId, [...individualIds]))
    .returning({
      id: businesses.id,
      individualId: businesses.individualId,
      formedOn: businesses.formedOn,
    });
  for (const row of rows) {
    if (row.formedOn !== null) await planComplianceReminders(jobs, db, row.individualId!, at);
  }
  return rows.map((row) => row.id);
}

/**
 * Marks bought services PURCHASED. A service the owner already has keeps its status: buying
 * it again never sends a filing under way, or done, back to the start.
 */
export async function markServicesPurchased(
  db: Database,
  individualId: number,
  productKeys: readonly ProductKey[],
  at: Date,
): Promise<void> {
  if (productKeys.length === 0) return;
  const bought = await db
    .insert(serviceStatuses)
    .values(
      productKeys.map((key) => ({
        individualId,
        service: serviceNameOf(key),
        status: SERVICE_PURCHASED,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning({ service: serviceStatuses.service });
  await recordStatusChanges(
    db,
    bought.map(({ service }) => ({ individualId, service, status: SERVICE_PURCHASED })),
    at,
  );
}
