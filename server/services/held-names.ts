import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { serviceNameOf } from '../../src/domain/services/service-names';
import type { Database } from '../db/database';
import { HELD_NAME_INDEX } from '../db/held-name-index';
import { businessAmendments, businesses, serviceOrders } from '../db/schema';
import { businessNameKey } from './business-name';

/** The state refused it: a rejected filing (a formation, an amendment) holds no name. */
export const FILING_REJECTED = 'REJECTED';

/** The amendment's service, whose status says whether the state rejected a filed amendment. */
const AMENDMENT_SERVICE = serviceNameOf('LLC_AMENDMENT');

/**
 * The asking owner's business: its own current name and its own pending change never count
 * against it (an owner checking the name they filed, an amendment applied to its business).
 */
export interface OwnBusiness {
  businessId: number;
  individualId: number;
}

/**
 * Whether a name is held in a state, as businessNameKey compares names: by a business the
 * state has not rejected (formed, filed, or registered elsewhere), or by a filed amendment
 * renaming a business of the state that is neither applied nor rejected (the owner's latest:
 * one filed again after a rejection replaces it). The one question every name check asks (the
 * name checks, an amendment's page, a formation's and an amendment's filing, an amendment's
 * approval), so a name pending anywhere is taken everywhere (decision 0056).
 */
export async function isNameHeld(
  db: Database,
  stateCode: string,
  name: string,
  own?: OwnBusiness,
): Promise<boolean> {
  const key = businessNameKey(name);
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        eq(businesses.stateCode, stateCode),
        eq(businesses.nameKey, key),
        ne(businesses.status, FILING_REJECTED),
        own &&
          or(
            ne(businesses.id, own.businessId),
            isNull(businesses.individualId),
            ne(businesses.individualId, own.individualId),
          ),
      ),
    )
    .limit(1);
  if (business) return true;
  const [amendment] = await db
    .select({ id: businessAmendments.id })
    .from(businessAmendments)
    .innerJoin(businesses, eq(businesses.id, businessAmendments.businessId))
    .innerJoin(
      serviceOrders,
      and(
        eq(serviceOrders.individualId, businessAmendments.individualId),
        eq(serviceOrders.service, AMENDMENT_SERVICE),
        eq(
          serviceOrders.id,
          sql`(select max(latest.id) from ${serviceOrders} as latest
            where latest.individual_id = ${businessAmendments.individualId}
              and latest.service = ${AMENDMENT_SERVICE})`,
        ),
      ),
    )
    .where(
      and(
        eq(businessAmendments.nameKey, key),
        isNull(businessAmendments.appliedAt),
        eq(businesses.stateCode, stateCode),
        ne(serviceOrders.status, FILING_REJECTED),
        eq(
          businessAmendments.id,
          sql`(select max(latest.id) from ${businessAmendments} as latest
            where latest.individual_id = ${businessAmendments.individualId})`,
        ),
        own &&
          or(
            ne(businessAmendments.businessId, own.businessId),
            ne(businessAmendments.individualId, own.individualId),
          ),
      ),
    )
    .limit(1);
  return amendment !== undefined;
}

/** The advisory locks of name claims, apart from any other lock of the database. */
const NAME_LOCK_CLASS = 24_004;

/**
 * Holds the name in the state until the caller's transaction ends: what claims a name (a
 * formation filed, an amendment filed or applied) takes this lock, then asks isNameHeld, then
 * writes its claim, so of two owners claiming one name at once the second waits and finds it
 * held. Names are locked by a hash of their key: two names sharing one only wait for each other.
 */
export async function lockName(tx: Database, stateCode: string, name: string): Promise<void> {
  const key = `${stateCode} ${businessNameKey(name)}`;
  await tx.execute(sql`select pg_advisory_xact_lock(${NAME_LOCK_CLASS}, hashtext(${key}))`);
}

/** Whether a failure is the database refusing a second business holding one name in a state. */
export function isHeldNameViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: string; constraint?: string };
    if (
      code === '23505' &&
      (constraint === HELD_NAME_INDEX || cause.message.includes(HELD_NAME_INDEX))
    ) {
      return true;
    }
  }
  return false;
}
