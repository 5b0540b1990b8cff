import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductKey } from '../../src/domain/checkout/product-keys';
import { serviceNameOf } from '../../src/domain/services/service-names';
import { isAllowedStatus } from '../../src/domain/services/service-statuses';
import { canBuyAgain } from '../../src/domain/services/service-orders';
import { planComplianceReminders } from '../compliance/compliance-reminders';
import type { JobEngine } from '../jobs/job-engine';
import { charterDay } from '../compliance/charter-days';
import type { Database } from '../db/database';
import { businesses, serviceOrders, serviceStatusChanges } from '../db/schema';
import { lockAccount } from './accounts';
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

/**
 * Each service's latest order (decision 0085), by owner then service name: what the dashboard's
 * servicesStatus says. `individualId` narrows it to one owner; without it, every owner's (the
 * back office's list).
 */
export async function latestOrders(
  db: Database,
  individualId?: number,
): Promise<Array<ServiceStatus & { individualId: number }>> {
  return db
    .selectDistinctOn([serviceOrders.individualId, serviceOrders.service], {
      individualId: serviceOrders.individualId,
      service: serviceOrders.service,
      status: serviceOrders.status,
      updatedAt: serviceOrders.updatedAt,
    })
    .from(serviceOrders)
    .where(individualId === undefined ? undefined : eq(serviceOrders.individualId, individualId))
    .orderBy(asc(serviceOrders.individualId), asc(serviceOrders.service), desc(serviceOrders.id));
}

/** An owner's services and their statuses, by service name: each one's latest order. */
export function listServiceStatuses(db: Database, individualId: number): Promise<ServiceStatus[]> {
  return latestOrders(db, individualId);
}

/** One order and each status it took, oldest first. */
export interface OrderWithHistory {
  id: number;
  individualId: number;
  service: string;
  status: string;
  orderedAt: Date;
  updatedAt: Date;
  history: Array<{ status: string; reason: string | null; changedAt: Date }>;
}

/** Orders as read from service_orders, each given the statuses it took (one query for all). */
export async function withHistories(
  db: Database,
  orders: ReadonlyArray<typeof serviceOrders.$inferSelect>,
): Promise<OrderWithHistory[]> {
  if (orders.length === 0) return [];
  const changes = await db
    .select({
      orderId: serviceStatusChanges.orderId,
      status: serviceStatusChanges.status,
      reason: serviceStatusChanges.reason,
      changedAt: serviceStatusChanges.changedAt,
    })
    .from(serviceStatusChanges)
    .where(
      inArray(
        serviceStatusChanges.orderId,
        orders.map((order) => order.id),
      ),
    )
    .orderBy(asc(serviceStatusChanges.id));
  return orders.map((order) => ({
    id: order.id,
    individualId: order.individualId,
    service: order.service,
    status: order.status,
    orderedAt: order.orderedAt,
    updatedAt: order.updatedAt,
    history: changes
      .filter((change) => change.orderId === order.id)
      .map(({ status, reason, changedAt }) => ({ status, reason, changedAt })),
  }));
}

/** Every order of the owner, newest first, each with its history (the timelines). */
export async function listServiceOrders(
  db: Database,
  individualId: number,
): Promise<OrderWithHistory[]> {
  const orders = await db
    .select()
    .from(serviceOrders)
    .where(eq(serviceOrders.individualId, individualId))
    .orderBy(desc(serviceOrders.id));
  return withHistories(db, orders);
}

/** An owner's latest order of one service (by service name), locked when `forUpdate`. */
export async function latestOrderOf(
  db: Database,
  individualId: number,
  service: string,
  { forUpdate = false } = {},
): Promise<{ id: number; status: string } | undefined> {
  const query = db
    .select({ id: serviceOrders.id, status: serviceOrders.status })
    .from(serviceOrders)
    .where(and(eq(serviceOrders.individualId, individualId), eq(serviceOrders.service, service)))
    .orderBy(desc(serviceOrders.id))
    .limit(1);
  const [order] = forUpdate ? await query.for('update') : await query;
  return order;
}

/** The statuses an order took, oldest first, each with its reason where one was recorded. */
export async function statusHistoryOf(
  db: Database,
  orderId: number,
): Promise<Array<{ status: string; reason: string | null }>> {
  return db
    .select({ status: serviceStatusChanges.status, reason: serviceStatusChanges.reason })
    .from(serviceStatusChanges)
    .where(eq(serviceStatusChanges.orderId, orderId))
    .orderBy(asc(serviceStatusChanges.id));
}

/**
 * The owner's status for one service (by service name): its latest order's, or undefined when
 * they never had it.
 */
export async function serviceStatusOf(
  db: Database,
  individualId: number,
  service: string,
): Promise<string | undefined> {
  return (await latestOrderOf(db, individualId, service))?.status;
}

/**
 * Records an owner's status for a service (inside the caller's transaction when given one): on
 * their latest order of it, or on a new order when they had none (the back office gave it).
 */
export async function setServiceStatus(
  db: Database,
  individualId: number,
  service: string,
  status: string,
  at: Date,
  reason: string | null = null,
): Promise<void> {
  // A status outside the service's list is a bug in the caller, never an owner's input.
  if (!isAllowedStatus(service, status)) {
    throw new Error(`${status} is not a status of ${service}`);
  }
  const latest = await latestOrderOf(db, individualId, service);
  if (latest?.status === status) return;
  const orderId = latest
    ? latest.id
    : (
        await db
          .insert(serviceOrders)
          .values({ individualId, service, status, orderedAt: at, updatedAt: at })
          .returning({ id: serviceOrders.id })
      )[0]!.id;
  if (latest) {
    await db
      .update(serviceOrders)
      .set({ status, updatedAt: at })
      .where(eq(serviceOrders.id, orderId));
  }
  await recordStatusChanges(db, [{ individualId, orderId, service, status, reason }], at);
}

/** One status change of an order, as the history keeps it. */
export interface OrderStatusChange {
  individualId: number;
  orderId: number;
  service: string;
  status: string;
  /** Why (a rejection's reason); none for most changes. */
  reason?: string | null;
}

/**
 * Keeps each status change in its order's history, in the caller's transaction: the order's
 * timeline, and what the status mails tell (server/services/status-mail.ts).
 */
export async function recordStatusChanges(
  db: Database,
  changes: readonly OrderStatusChange[],
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
  reason: string | null = null,
): Promise<{ previous: string | null; businessId: number | null }> {
  try {
    return await changeStatusOnce(jobs, db, whenActive, individualId, service, status, at, reason);
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
  reason: string | null,
): Promise<{ previous: string | null; businessId: number | null }> {
  return db.transaction(async (tx) => {
    const current = await latestOrderOf(tx, individualId, service, { forUpdate: true });
    await setServiceStatus(tx, individualId, service, status, at, reason);
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
    select ${serviceOrders.status} from ${serviceOrders}
    where ${serviceOrders.individualId} = ${businesses.individualId}
      and ${serviceOrders.service} = ${LLC_FORMATION_SERVICE}
    order by ${serviceOrders.id} desc limit 1
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
 * Opens an order (PURCHASED) for each bought service the owner may buy (decision 0085): one
 * they never had, or whose latest order has ended where the service may be bought again. One
 * with an order still open keeps it: buying never sends a filing under way back to the start
 * (the checkout refused such a purchase before charging; this holds for any other caller).
 */
export async function markServicesPurchased(
  db: Database,
  individualId: number,
  productKeys: readonly ProductKey[],
  at: Date,
): Promise<void> {
  if (productKeys.length === 0) return;
  await lockAccount(db, individualId);
  const changes: OrderStatusChange[] = [];
  for (const productKey of productKeys) {
    const service = serviceNameOf(productKey);
    const latest = await latestOrderOf(db, individualId, service);
    if (latest && !canBuyAgain(productKey, latest.status)) continue;
    const [order] = await db
      .insert(serviceOrders)
      .values({ individualId, service, status: SERVICE_PURCHASED, orderedAt: at, updatedAt: at })
      .returning({ id: serviceOrders.id });
    changes.push({ individualId, orderId: order!.id, service, status: SERVICE_PURCHASED });
  }
  await recordStatusChanges(db, changes, at);
}
