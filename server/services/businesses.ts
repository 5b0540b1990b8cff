import { and, eq } from 'drizzle-orm';
import {
  businessAddresses,
  businessOwner,
  registeredAgent,
  type BusinessAddress,
  type BusinessRecord,
  isFields,
  type Fields,
} from '../../src/domain/business-record';
import type { Database } from '../db/database';
import { businesses } from '../db/schema';
import { maskedBusinessEin } from './business-ein';
import { businessNameKey } from './business-name';
import { isNameHeld, lockName, type OwnBusiness } from './held-names';

export type Business = typeof businesses.$inferSelect;

/** What a formation submission files: the business as the owner's answers describe it. */
export interface FormationFiling {
  businessName: string;
  legalIdentifier: string;
  officialBusinessName: string;
  state: string;
  stateCode: string;
  addresses: BusinessAddress[];
  owners: Record<string, unknown>[];
  registeredAgent: Record<string, unknown>;
  businessClass: string;
}

/** The formation order status (spec foundation §4) a filed formation starts in. */
export const FILING_SUBMITTED = 'SUBMITTED';

export type FormationOutcome =
  | { kind: 'filed'; business: Business }
  /** Another business in the state holds the name, or an amendment pending to it. */
  | { kind: 'name-taken' };

/** The objects of a JSON column that should hold a list of them. */
function fieldRows(value: unknown): Fields[] {
  return Array.isArray(value) ? value.filter(isFields) : [];
}

/**
 * A business row as the API shows it. The JSON columns hold the formation answers as filed
 * (server/products/formation/formation-filing.ts); the record gives every address the spec's field
 * names and leaves out nothing the page could need to guess.
 */
export function businessRecord(row: Business): BusinessRecord {
  return {
    id: row.id,
    business_id: row.id,
    business_name: row.businessName,
    official_business_name: row.officialBusinessName || null,
    legal_identifier: row.legalIdentifier || null,
    business_type: row.businessType,
    state: row.state,
    state_code: row.stateCode,
    status: row.status,
    service_filing: row.serviceFiling === 'rapid' ? 'rapid' : 'standard',
    business_class: row.businessClass || null,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    addresses: businessAddresses(fieldRows(row.addresses)),
    owners: fieldRows(row.owners).map(businessOwner),
    registered_agent: isFields(row.registeredAgent) ? registeredAgent(row.registeredAgent) : null,
    ein_masked: maskedBusinessEin(row),
    state_file_number: row.stateFileNumber,
    formed_on: row.formedOn,
  };
}

export class BusinessService {
  constructor(private readonly db: Database) {}

  /**
   * The owner's business with this id; null when there is none or it is another owner's, so
   * that a route answers both alike and business ids tell a caller nothing about other owners.
   */
  async findOwned(id: number, individualId: number): Promise<Business | null> {
    const [row] = await this.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.id, id), eq(businesses.individualId, individualId)));
    return row ?? null;
  }

  /** The owner's businesses, oldest first (an owner forms one; the list allows for more). */
  async listOwned(individualId: number): Promise<BusinessRecord[]> {
    const rows = await this.db
      .select()
      .from(businesses)
      .where(eq(businesses.individualId, individualId))
      .orderBy(businesses.id);
    return rows.map(businessRecord);
  }

  /**
   * Whether the name is held in the state (isNameHeld: a business or a pending amendment has
   * it). `own` is the asking owner's business, which never takes its own name (an owner
   * checking the name they already filed).
   */
  isNameTaken(stateCode: string, name: string, own?: OwnBusiness): Promise<boolean> {
    return isNameHeld(this.db, stateCode, name, own);
  }
}

/** The owner's business (an owner forms one: the oldest, should there be more); null before any. */
export async function findOwnerBusiness(
  db: Database,
  individualId: number,
): Promise<Business | null> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(eq(businesses.individualId, individualId))
    .orderBy(businesses.id)
    .limit(1);
  return row ?? null;
}

/** The owner's business as its record (what a flow proposes its pages from); null before any. */
export async function findOwnerBusinessRecord(
  db: Database,
  individualId: number,
): Promise<BusinessRecord | null> {
  const business = await findOwnerBusiness(db, individualId);
  return business && businessRecord(business);
}

/**
 * Files the owner's formation, inside the submission's transaction (server/services/
 * flow-submissions.ts has checked that it is bought and not filed already): creates their
 * business with status SUBMITTED, or replaces the one the state rejected in place (it keeps its
 * id, so the state filing's address does not change). Refused when the name is held in the
 * state (by a business or a pending amendment) since the owner checked it; the name is locked
 * from the check to the end of the transaction, so two owners filing it at once file it once.
 */
export async function fileFormationBusiness(
  db: Database,
  individualId: number,
  filing: FormationFiling,
  at: Date,
): Promise<FormationOutcome> {
  const existing = await findOwnerBusiness(db, individualId);
  const own = existing ? { businessId: existing.id, individualId } : undefined;
  await lockName(db, filing.stateCode, filing.businessName);
  if (await isNameHeld(db, filing.stateCode, filing.businessName, own)) {
    return { kind: 'name-taken' };
  }
  const values = {
    ...filing,
    individualId,
    nameKey: businessNameKey(filing.businessName),
    // The check above found the name free: the business holds it, shared with none.
    duplicateName: false,
    status: FILING_SUBMITTED,
    submittedAt: at,
    updatedAt: at,
  };
  const [business] = existing
    ? await db.update(businesses).set(values).where(eq(businesses.id, existing.id)).returning()
    : await db.insert(businesses).values(values).returning();
  return { kind: 'filed', business: business! };
}
