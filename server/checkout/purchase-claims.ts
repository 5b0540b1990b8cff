import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { isProductKey } from '../../src/domain/checkout/product-keys';
import { productTitle } from '../../src/domain/checkout/product-titles';
import { isBoughtStatus } from '../../src/domain/services/formation-rules';
import { productKeyOfServiceName } from '../../src/domain/services/service-names';
import { canBuyAgain } from '../../src/domain/services/service-orders';
import type { Database } from '../db/database';
import { invoices, purchaseClaims, subscriptions } from '../db/schema';
import { lockAccount } from '../services/accounts';
import { listServiceStatuses } from '../services/service-statuses';
import type { PricedLine } from './order-pricing';
import { RUNNING_SUBSCRIPTIONS } from './subscriptions';

/**
 * How long a claim holds without its purchase finishing: a purchase whose server died after
 * claiming keeps another key from buying the same products this long at most (its own retries,
 * with its key, go on at once). Longer than any purchase takes; the housekeeping sweep drops
 * older ones.
 */
export const PURCHASE_CLAIM_LIFETIME_MS = 15 * 60_000;

export type ClaimOutcome = { claimed: true } | { refused: string };

function titles(products: readonly string[]): string {
  return products.map(productTitle).join(', ');
}

/**
 * What of the order the owner has already: a one-time service whose latest order is open, or
 * ended where the service is not bought again (canBuyAgain, decision 0085), and a subscription
 * that is active. State fees are no service and are never held back.
 */
async function productsOwned(
  db: Database,
  individualId: number,
  services: readonly PricedLine[],
): Promise<Set<string>> {
  const oneTime = new Set(
    services.filter((line) => line.subscriptionInterval === null).map((line) => line.productName),
  );
  const recurring = services.filter((line) => line.subscriptionInterval !== null);
  const latest = oneTime.size ? await listServiceStatuses(db, individualId) : [];
  const running = recurring.length
    ? await db
        .select({ productName: subscriptions.productName })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.individualId, individualId),
            inArray(subscriptions.status, RUNNING_SUBSCRIPTIONS),
            inArray(
              subscriptions.productName,
              recurring.map((line) => line.productName),
            ),
          ),
        )
    : [];
  const held = latest.flatMap(({ service, status }) => {
    const key = productKeyOfServiceName(service);
    return key !== null && oneTime.has(key) && isBoughtStatus(status) && !canBuyAgain(key, status)
      ? [key]
      : [];
  });
  return new Set([...held, ...running.map((row) => row.productName)]);
}

/**
 * Claims the order's services for the purchase `purchaseKey` before anything is charged, or
 * says why not: the owner already has one of them, or another purchase is charging for it
 * now. The owner's row is locked while checking and claiming, so of two purchases at once
 * (two keys, two tabs) one claims and the other sees its claim. A retry of a purchase already
 * recorded, or already claimed under the same key, goes on: it charges and records once.
 */
export async function claimPurchase(
  db: Database,
  individualId: number,
  purchaseKey: string,
  lines: readonly PricedLine[],
  now = new Date(),
): Promise<ClaimOutcome> {
  const services = lines.filter((line) => isProductKey(line.productName));
  if (services.length === 0) return { claimed: true };
  const names = services.map((line) => line.productName);
  return db.transaction(async (tx) => {
    await lockAccount(tx, individualId);
    const [recorded] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.purchaseKey, purchaseKey));
    if (recorded) return { claimed: true };

    const owned = await productsOwned(tx, individualId, services);
    const bought = names.filter((name) => owned.has(name));
    if (bought.length > 0) {
      return { refused: `You have already bought ${titles(bought)}: it is not charged again.` };
    }
    const inFlight = await tx
      .select({ productName: purchaseClaims.productName })
      .from(purchaseClaims)
      .where(
        and(
          eq(purchaseClaims.individualId, individualId),
          inArray(purchaseClaims.productName, names),
          ne(purchaseClaims.purchaseKey, purchaseKey),
          gt(purchaseClaims.claimedAt, new Date(now.getTime() - PURCHASE_CLAIM_LIFETIME_MS)),
        ),
      );
    if (inFlight.length > 0) {
      return {
        refused: `${titles(inFlight.map((row) => row.productName))} is already being purchased: please wait for that purchase to finish.`,
      };
    }
    await tx
      .insert(purchaseClaims)
      .values(
        names.map((productName) => ({ individualId, productName, purchaseKey, claimedAt: now })),
      )
      .onConflictDoUpdate({
        target: [purchaseClaims.individualId, purchaseClaims.productName],
        set: { purchaseKey, claimedAt: now },
      });
    return { claimed: true };
  });
}

/**
 * Ends a purchase's claims: when its invoice is recorded (inside that transaction) or when the
 * provider refused the charge, so the owner may try again at once.
 */
export async function releasePurchaseClaims(db: Database, purchaseKey: string): Promise<void> {
  await db.delete(purchaseClaims).where(eq(purchaseClaims.purchaseKey, purchaseKey));
}

/** Drops claims older than their lifetime (housekeeping). */
export async function sweepExpiredPurchaseClaims(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(purchaseClaims)
    .where(lt(purchaseClaims.claimedAt, new Date(now.getTime() - PURCHASE_CLAIM_LIFETIME_MS)));
}
