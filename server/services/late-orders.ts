import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { productTitle } from '../../src/domain/checkout/product-titles';
import { charterDay } from '../compliance/charter-days';
import { authorityOf, isLate, orderTimeline } from '../../src/domain/services/order-timeline';
import { productKeyOfServiceName, serviceNameOf } from '../../src/domain/services/service-names';
import { PRODUCT_KEYS } from '../../src/domain/checkout/product-keys';
import type { Database } from '../db/database';
import { accounts, serviceOrders } from '../db/schema';
import type { JobEngine } from '../jobs/job-engine';
import type { Mailer } from '../mail/mailer';
import { orderContextOf, placedOrder, type OrderContext } from './order-expectations';
import { withHistories } from './service-statuses';

/** Tells the filing team of the late orders: each weekday at 15:00 UTC, Chicago's morning. */
export const LATE_ORDERS_JOB = 'late-orders';
const LATE_ORDERS_CRON = '0 15 * * 1-5';

/** The services Charter files with a state or the IRS, by service name. */
const FILED_SERVICES = PRODUCT_KEYS.filter((key) => authorityOf(key) !== null).map(serviceNameOf);

/** One order past the date its answer was expected. */
export interface LateOrder {
  orderId: number;
  email: string;
  title: string;
  status: string;
  expectedBy: string;
}

/**
 * The orders filed with a state or the IRS, not answered, whose expected date (the timeline's,
 * server/services/order-expectations.ts) has passed on Charter's calendar `now`.
 */
export async function findLateOrders(db: Database, now: Date): Promise<LateOrder[]> {
  const open = await db
    .select({ order: serviceOrders, email: accounts.email })
    .from(serviceOrders)
    .innerJoin(accounts, eq(accounts.id, serviceOrders.individualId))
    .where(
      and(
        inArray(serviceOrders.service, FILED_SERVICES),
        // Ended orders are never late (orderEnded): the database leaves them out.
        notInArray(serviceOrders.status, ['ACTIVE', 'REJECTED']),
      ),
    )
    .orderBy(asc(serviceOrders.id));
  const emails = new Map(open.map(({ order, email }) => [order.id, email]));
  // The owner's business decides an order's date: read once per owner, not per order.
  const contexts = new Map<number, OrderContext>();
  const today = charterDay(now);
  const late: LateOrder[] = [];
  for (const order of await withHistories(
    db,
    open.map((row) => row.order),
  )) {
    let context = contexts.get(order.individualId);
    if (!context) {
      context = await orderContextOf(db, order.individualId);
      contexts.set(order.individualId, context);
    }
    const productKey = productKeyOfServiceName(order.service)!;
    const placed = placedOrder(order, context);
    if (!isLate(orderTimeline(productKey, placed), placed.expected, today)) continue;
    late.push({
      orderId: order.id,
      email: emails.get(order.id)!,
      title: productTitle(productKey),
      status: order.status,
      expectedBy: placed.expected!.by!,
    });
  }
  return late;
}

/**
 * Each weekday morning the filing team gets one mail listing the orders past their expected
 * date, so each is followed up with the state or the IRS: what the late order's owner is told
 * happens (lateNotice). No late order, no mail.
 */
export function defineLateOrders(
  jobs: JobEngine,
  { db, mailer, supportEmail }: { db: Database; mailer: Mailer; supportEmail: string },
): void {
  jobs.every(LATE_ORDERS_JOB, LATE_ORDERS_CRON, async (_payload, { now }) => {
    await tellLateOrders(db, mailer, supportEmail, now);
  });
}

/** Mails the filing team the late orders, if any; returns how many there were. */
export async function tellLateOrders(
  db: Database,
  mailer: Mailer,
  supportEmail: string,
  now: Date,
): Promise<number> {
  const late = await findLateOrders(db, now);
  if (late.length === 0) return 0;
  const lines = late.map(
    (order) =>
      `- Order ${order.orderId}: ${order.title} for ${order.email}, ${order.status}, expected by ${order.expectedBy}`,
  );
  await mailer.send({
    to: supportEmail,
    subject: `Late orders to follow up: ${late.length}`,
    text: [
      `These orders are past the date their owners were told to expect an answer. Follow each up with the state or the IRS, then move it on with npm run ops -- set-status.`,
      '',
      ...lines,
    ].join('\n'),
  });
  return late.length;
}
