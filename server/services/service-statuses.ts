import type { Database } from '../db/database';
import { serviceStatuses } from '../db/schema';

/** The formation service as the dashboard's servicesStatus map names it (LLC-FORMATION). */
export const LLC_FORMATION_SERVICE = 'llc-formation';

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
