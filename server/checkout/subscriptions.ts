import { and, asc, eq, gt, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { CancellationReason } from '../../src/domain/checkout/cancellation-reasons';
import type { Database } from '../db/database';
import { checkoutProducts, subscriptions } from '../db/schema';

import {
  ACTIVE_SUBSCRIPTION,
  ENDED_SUBSCRIPTION,
  LAPSED_SUBSCRIPTION,
  PAST_DUE_SUBSCRIPTION,
} from '../../src/domain/checkout/subscription-statuses';

export {
  ACTIVE_SUBSCRIPTION,
  CANCELED_SUBSCRIPTION,
  ENDED_SUBSCRIPTION,
  LAPSED_SUBSCRIPTION,
  PAST_DUE_SUBSCRIPTION,
} from '../../src/domain/checkout/subscription-statuses';

/** The statuses in which the owner has the product: bought, and not to be bought again. */
export const RUNNING_SUBSCRIPTIONS = [ACTIVE_SUBSCRIPTION, PAST_DUE_SUBSCRIPTION] as const;

/** The statuses after which buying the product again starts it anew. */
const FINISHED_SUBSCRIPTIONS = [LAPSED_SUBSCRIPTION, ENDED_SUBSCRIPTION];

/**
 * The card a renewal is charged to (decision 0088): the customer's default card at the time,
 * which the owner chooses in Billing details, else the card the subscription was bought with.
 */
export function renewalCardId(
  subscriptionCard: string | null,
  defaultCard: string | null,
): string | null {
  return defaultCard ?? subscriptionCard;
}

/** A subscription as the checkout service answers it. */
export interface SubscriptionResponse {
  subscription_id: number;
  customer_id: string;
  product_name: string;
  price_id: string;
  status: string;
  /** YYYY-MM-DD: the next renewal, when the yearly fee is charged. */
  renews_on: string;
  /** Cents charged at each renewal. */
  renewal_price: number;
  /** The card bought with, charged when the customer has no default card (renewalCardId). */
  payment_method_id: string | null;
  /** The owner cancelled the renewal: the service runs until renews_on, then ends. */
  cancel_at_period_end: boolean;
  /** Why (CANCELLATION_REASONS), while cancelled. */
  cancel_reason: string | null;
  cancel_note: string | null;
  /** When it was cancelled (ISO), while cancelled. */
  cancelled_at: string | null;
  /** YYYY-MM-DD: while past_due, the day the declined renewal is charged again. */
  retry_on: string | null;
  /** While past_due or lapsed, the bank's words for the last declined charge. */
  last_decline: string | null;
}

export interface NewSubscriptions {
  individualId: number;
  customerId: string;
  paymentMethodId: string | null;
  /** The recurring products bought. */
  products: ReadonlyArray<{ priceId: string; productName: string }>;
}

/**
 * Starts the yearly subscriptions of recurring products bought today: the first year is free
 * (dashboard §9), so the first charge is the renewal one year from today (UTC). A product the
 * owner already subscribes to keeps its running subscription and renewal date; one that lapsed
 * or ended starts again, as bought today.
 */
/** The UTC day renewals count in, and the first renewal a year after it. */
const UTC_TODAY = sql`(now() at time zone 'UTC')::date`;
const NEXT_YEAR = sql`((now() at time zone 'UTC') + interval '1 year')::date`;

export async function startSubscriptions(db: Database, started: NewSubscriptions): Promise<void> {
  if (started.products.length === 0) return;
  await db
    .insert(subscriptions)
    .values(
      started.products.map((product) => ({
        individualId: started.individualId,
        customerId: started.customerId,
        priceId: product.priceId,
        productName: product.productName,
        paymentMethodId: started.paymentMethodId,
        status: ACTIVE_SUBSCRIPTION,
        renewsOn: NEXT_YEAR,
      })),
    )
    .onConflictDoUpdate({
      target: [subscriptions.individualId, subscriptions.priceId],
      set: {
        customerId: sql`excluded.customer_id`,
        paymentMethodId: sql`excluded.payment_method_id`,
        status: ACTIVE_SUBSCRIPTION,
        renewsOn: NEXT_YEAR,
        cancelAtPeriodEnd: false,
        cancelledAt: null,
        declinedCharges: 0,
        retryOn: null,
        lastDecline: null,
        noticeSentFor: null,
      },
      setWhere: inArray(subscriptions.status, FINISHED_SUBSCRIPTIONS),
    });
}

async function loadSubscriptions(db: Database, where: SQL | undefined) {
  const rows = await db
    .select({ subscription: subscriptions, renewalPrice: checkoutProducts.unitPrice })
    .from(subscriptions)
    // The renewal price is the catalogue's, read when answered: never copied onto the row.
    .innerJoin(checkoutProducts, eq(checkoutProducts.priceId, subscriptions.priceId))
    .where(where)
    .orderBy(asc(subscriptions.id));
  return rows.map(({ subscription, renewalPrice }): SubscriptionResponse => {
    const cancelled = subscription.cancelAtPeriodEnd;
    return {
      subscription_id: subscription.id,
      customer_id: subscription.customerId,
      product_name: subscription.productName,
      price_id: subscription.priceId,
      status: subscription.status,
      renews_on: subscription.renewsOn,
      renewal_price: renewalPrice,
      payment_method_id: subscription.paymentMethodId,
      cancel_at_period_end: cancelled,
      cancel_reason: cancelled ? subscription.cancelReason : null,
      cancel_note: cancelled ? subscription.cancelNote : null,
      cancelled_at:
        cancelled && subscription.cancelledAt ? subscription.cancelledAt.toISOString() : null,
      retry_on: subscription.status === PAST_DUE_SUBSCRIPTION ? subscription.retryOn : null,
      last_decline: subscription.declinedCharges > 0 ? subscription.lastDecline : null,
    };
  });
}

/** The owner's subscriptions, oldest first. */
export function listSubscriptions(
  db: Database,
  individualId: number,
): Promise<SubscriptionResponse[]> {
  return loadSubscriptions(db, eq(subscriptions.individualId, individualId));
}

/** One of the owner's subscriptions by id; null when it is not theirs or does not exist. */
export async function findOwnSubscription(
  db: Database,
  individualId: number,
  subscriptionId: number,
): Promise<SubscriptionResponse | null> {
  const [found] = await loadSubscriptions(
    db,
    and(eq(subscriptions.individualId, individualId), eq(subscriptions.id, subscriptionId)),
  );
  return found ?? null;
}

export type CancellationChange =
  { cancel: true; reason: CancellationReason; note: string | null } | { cancel: false };

/**
 * Cancels the renewal at the period's end, or undoes that, while the renewal date is still
 * ahead (UTC, as the date was set): the subscription as it is now, `changed` false when its
 * date has come (nothing to cancel or keep any more); null when it is not the owner's.
 */
export async function changeCancellation(
  db: Database,
  individualId: number,
  subscriptionId: number,
  change: CancellationChange,
): Promise<{ subscription: SubscriptionResponse; changed: boolean } | null> {
  const own = and(
    eq(subscriptions.individualId, individualId),
    eq(subscriptions.id, subscriptionId),
  );
  const updated = await db
    .update(subscriptions)
    .set(
      change.cancel
        ? {
            cancelAtPeriodEnd: true,
            cancelReason: change.reason,
            cancelNote: change.note,
            cancelledAt: sql`now()`,
          }
        : { cancelAtPeriodEnd: false, cancelledAt: null },
    )
    .where(
      and(
        own,
        gt(subscriptions.renewsOn, UTC_TODAY),
        notInArray(subscriptions.status, FINISHED_SUBSCRIPTIONS),
      ),
    )
    .returning({ id: subscriptions.id });
  const subscription = await findOwnSubscription(db, individualId, subscriptionId);
  return subscription && { subscription, changed: updated.length > 0 };
}

/** The owner's subscription to a price, if any. */
export async function findSubscription(
  db: Database,
  individualId: number,
  priceId: string,
): Promise<SubscriptionResponse | null> {
  const [found] = await loadSubscriptions(
    db,
    and(eq(subscriptions.individualId, individualId), eq(subscriptions.priceId, priceId)),
  );
  return found ?? null;
}
