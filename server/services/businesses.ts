import { and, eq, isNull, ne, or } from 'drizzle-orm';
import {
  businessAddresses,
  businessOwner,
  registeredAgent,
  type BusinessAddress,
  type BusinessRecord,
  isFields,
  type Fields,
} from '../../src/domain/business-record';
import { isBoughtStatus } from '../../src/domain/services/formation-rules';
import type { Database } from '../db/database';
import { businesses, serviceStatuses } from '../db/schema';
import { lockAccount } from './accounts';
import { businessNameKey } from './business-name';
import { LLC_FORMATION_SERVICE, setServiceStatus } from './service-statuses';

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

/** Formation order statuses (spec foundation §4) this service sets or reads. */
export const FILING_SUBMITTED = 'SUBMITTED';
/** The state refused the filing: the owner may correct the answers and submit again. */
export const FILING_REJECTED = 'REJECTED';

export type SubmitOutcome =
  | { kind: 'submitted'; business: Business }
  /** The owner's formation is filed and not rejected: a second filing is refused. */
  | { kind: 'already-submitted' }
  /** Another business in the state holds the name. */
  | { kind: 'name-taken' }
  /** The owner has not bought the formation: nothing is filed and no name is reserved. */
  | { kind: 'not-purchased' };

/** Rejected filings hold no name. */
async function nameTaken(
  db: Database,
  stateCode: string,
  name: string,
  own?: { businessId: number; individualId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        eq(businesses.stateCode, stateCode),
        eq(businesses.nameKey, businessNameKey(name)),
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
  return row !== undefined;
}

/** The objects of a JSON column that should hold a list of them. */
function fieldRows(value: unknown): Fields[] {
  return Array.isArray(value) ? value.filter(isFields) : [];
}

/**
 * A business row as the API shows it. The JSON columns hold the formation answers as filed
 * (server/services/formation-filing.ts); the record gives every address the spec's field
 * names and leaves out nothing the page could need to guess.
 */
function businessRecord(row: Business): BusinessRecord {
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
   * Whether a business in the state already has this name (as businessNameKey compares
   * names). `own` is the asking owner's business, which never takes its own name (an owner
   * checking the name they already filed).
   */
  isNameTaken(
    stateCode: string,
    name: string,
    own?: { businessId: number; individualId: number },
  ): Promise<boolean> {
    return nameTaken(this.db, stateCode, name, own);
  }

  /**
   * Files the owner's formation: creates their business with status SUBMITTED, or replaces it
   * when the state rejected the previous filing (the business keeps its id, so the state
   * filing's address does not change), and records the llc-formation service as SUBMITTED.
   * An owner forms one business (the dashboard shows one businessInformation), and only once
   * they have bought the formation.
   */
  async submitFormation(individualId: number, filing: FormationFiling): Promise<SubmitOutcome> {
    return this.db.transaction(async (tx) => {
      // Locking the owner serialises their submissions: two at once (two devices, two keys)
      // cannot both find no filing and both create one.
      await lockAccount(tx, individualId);
      // Filing is what the owner pays for: a purchase records the llc-formation service
      // (markServicesPurchased), and so do the back office and the demo owner's seed.
      const [bought] = await tx
        .select({ status: serviceStatuses.status })
        .from(serviceStatuses)
        .where(
          and(
            eq(serviceStatuses.individualId, individualId),
            eq(serviceStatuses.service, LLC_FORMATION_SERVICE),
          ),
        );
      if (!isBoughtStatus(bought?.status)) return { kind: 'not-purchased' };
      const [existing] = await tx
        .select({ id: businesses.id, status: businesses.status })
        .from(businesses)
        .where(eq(businesses.individualId, individualId))
        .orderBy(businesses.id)
        .limit(1);
      if (existing && existing.status !== FILING_REJECTED) return { kind: 'already-submitted' };
      // The name was free when the owner typed it; another business may have taken it since.
      const own = existing && { businessId: existing.id, individualId };
      if (await nameTaken(tx, filing.stateCode, filing.businessName, own)) {
        return { kind: 'name-taken' };
      }

      const now = new Date();
      const values = {
        ...filing,
        individualId,
        nameKey: businessNameKey(filing.businessName),
        status: FILING_SUBMITTED,
        submittedAt: now,
        updatedAt: now,
      };
      const [business] = existing
        ? await tx.update(businesses).set(values).where(eq(businesses.id, existing.id)).returning()
        : await tx.insert(businesses).values(values).returning();
      await setServiceStatus(tx, individualId, LLC_FORMATION_SERVICE, FILING_SUBMITTED, now);
      return { kind: 'submitted', business: business! };
    });
  }
}
