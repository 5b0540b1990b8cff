import type { ProductKey } from '../../src/domain/checkout/product-keys';
import { serviceNameOf } from '../../src/domain/services/service-names';
import type { Database } from '../db/database';
import { serviceStatuses } from '../db/schema';

export const LLC_FORMATION_SERVICE = serviceNameOf('LLC_FORMATION');

/** Paid but not started (foundation §4). */
export const SERVICE_PURCHASED = 'PURCHASED';

/** Records an owner's status for a service (inside the caller's transaction when given one). */
export async function setServiceStatus(
  db: Database,
  individualId: number,
  service: string,
  status: string,
  at: Date,
): Promise<void> {
  await db
    .insert(serviceStatuses)
    .values({ individualId, service, status, updatedAt: at })
    .onConflictDoUpdate({
      target: [serviceStatuses.individualId, serviceStatuses.service],
      set: { status, updatedAt: at },
    });
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
  await db
    .insert(serviceStatuses)
    .values(
      productKeys.map((key) => ({
        individualId,
        service: serviceNameOf(key),
        status: SERVICE_PURCHASED,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing();
}
