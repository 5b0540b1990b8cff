import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { checkoutProducts, subscriptions } from '../db/schema';

/** A subscription that renews: the owner has its product while it runs. */
export const ACTIVE_SUBSCRIPTION = 'active';

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
  /** The card charged then; null: the customer's default card. */
  payment_method_id: string | null;
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
 * owner already subscribes to keeps its running subscription and renewal date.
 */
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
        renewsOn: sql`((now() at time zone 'UTC') + interval '1 year')::date`,
      })),
    )
    .onConflictDoNothing();
}

/** The owner's subscription to a price, if any. */
export async function findSubscription(
  db: Database,
  individualId: number,
  priceId: string,
): Promise<SubscriptionResponse | null> {
  const [found] = await db
    .select({ subscription: subscriptions, renewalPrice: checkoutProducts.unitPrice })
    .from(subscriptions)
    .innerJoin(checkoutProducts, eq(checkoutProducts.priceId, subscriptions.priceId))
    .where(and(eq(subscriptions.individualId, individualId), eq(subscriptions.priceId, priceId)));
  if (!found) return null;
  const { subscription } = found;
  return {
    subscription_id: subscription.id,
    customer_id: subscription.customerId,
    product_name: subscription.productName,
    price_id: subscription.priceId,
    status: subscription.status,
    renews_on: subscription.renewsOn,
    renewal_price: found.renewalPrice,
    payment_method_id: subscription.paymentMethodId,
  };
}
