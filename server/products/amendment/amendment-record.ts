import { and, desc, eq, isNull, like } from 'drizzle-orm';
import {
  isAmendmentPage,
  sectionEditability,
  type AmendmentPage,
  type SectionEditability,
} from '../../../src/domain/amendment/amendment-rules';
import type { BusinessRecord, Fields } from '../../../src/domain/business-record';
import { historyChanges } from '../../../src/domain/amendment/amendment-history';
import type { HistoryEntry } from '../../../src/domain/contracts/amendment';
import { reviewedPage1OfRecord, reviewedPage4 } from '../../../src/domain/business-review';
import type { Answers } from '../../../src/domain/questionnaire/page-definition';
import { AMENDMENT_FLOW } from '../../../src/domain/flows/amendment-flow';
import type { Database } from '../../db/database';
import { businessAmendments, businesses, pageAnswers } from '../../db/schema';
import { businessNameKey } from '../../services/business-name';
import { isNameHeld, lockName } from '../../services/held-names';
import { businessRecord, findOwnerBusiness, type Business } from '../../services/businesses';
import type { ReviewProposals } from '../../services/flow-review';
import { serviceNameOf } from '../../../src/domain/services/service-names';
import { withMemberTypes } from '../../../src/domain/owner-details/member-types';

/** The amendment's service name, as its status is stored. */
export const AMENDMENT_SERVICE = serviceNameOf('LLC_AMENDMENT');

/**
 * The amendment's pages as the business record holds them now (decision 0053): what the review
 * shows until the owner edits a section, and what data_changed compares a saved page with.
 */
export function recordPages(record: BusinessRecord): Record<AmendmentPage, Answers> {
  // The business and its agent as the registered agent's and certificate's reviews read them.
  const filed = reviewedPage1OfRecord(record);
  const agent = reviewedPage4({
    ...(record.registered_agent ?? { is_bizup_designated_agent: true }),
  });
  const addresses = Object.fromEntries(
    Object.entries(filed).filter(
      ([name]) => /^(business|mailing)_/.test(name) && name !== 'mailing_same_as_business',
    ),
  );
  return {
    page1: {
      business_name: filed.business_name,
      legal_identifier: filed.legal_identifier,
      official_business_name: filed.official_business_name || filed.business_name,
      data_changed: false,
    },
    page2: { business_class: record.business_class ?? '', data_changed: false },
    page3: {
      owners: record.owners.map((owner) => ({
        first_name: owner.first_name,
        last_name: owner.last_name,
        email: owner.email,
        phone: owner.phone,
        percentage: owner.percentage ?? 100,
        street_address1: owner.street_address,
        street_address2: owner.street_address_2,
        city: owner.city,
        state: owner.state,
        zip_code: owner.zipcode,
      })),
      data_changed: false,
    },
    page4: {
      ...addresses,
      is_bizup_designated_agent: agent.is_bizup_designated_agent,
      data_changed: false,
    },
    // Charter's agent has no name or address of its own to show.
    page5: agent.is_bizup_designated_agent ? { is_bizup_designated_agent: true } : agent,
  };
}

/** The amendment's proposals: the business record's pages; nothing before a business exists. */
export async function proposeAmendmentPages(
  db: Database,
  individualId: number,
): Promise<ReviewProposals> {
  const business = await findOwnerBusiness(db, individualId);
  return business ? recordPages(businessRecord(business)) : {};
}

/** Whether a page the owner saves may change its section in the business's state. */
export function pageEditability(business: Business, page: string): SectionEditability {
  return isAmendmentPage(page) ? sectionEditability(business.state, page) : { editable: true };
}

/** An address of the record (its column's shape) from a page's prefixed answers. */
function recordAddressOf(type: 'business' | 'mailing', answers: Answers) {
  const text = (name: string) => String(answers[`${type}_${name}`] ?? '');
  return {
    type,
    street_address: text('street_address1'),
    street_address_2: text('street_address2'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zip_code'),
  };
}

/** The business row's columns a changed page sets (decision 0053). */
export function columnsOf(page: AmendmentPage, answers: Answers): Partial<Business> {
  switch (page) {
    case 'page1':
      return {
        businessName: String(answers.business_name ?? '').trim(),
        legalIdentifier: String(answers.legal_identifier ?? ''),
        officialBusinessName: String(answers.official_business_name ?? ''),
      };
    case 'page2':
      return { businessClass: String(answers.business_class ?? '') };
    case 'page3':
      return {
        owners: ((answers.owners as Answers[] | undefined) ?? []).map((row) => ({
          ...row,
          // Who manages does not change in an amendment: the business stays member-managed.
          is_managing_member: true,
        })),
      };
    case 'page4':
      return {
        addresses: [recordAddressOf('business', answers), recordAddressOf('mailing', answers)],
      };
    case 'page5':
      return {};
  }
}

/** The columns an amendment may change, as they are stored in `changes` and `previous`. */
type Columns = Partial<Record<keyof Business, unknown>>;

/** Why an amendment is not applied: the name it renames the business to is held by another. */
export const amendedNameTaken = (name: string, state: string) =>
  `The amendment cannot be applied: "${name}" is already held in ${state} by another business ` +
  'or another pending amendment, so the business would share its name. Nothing was changed; ' +
  'set the amendment REJECTED and ask the owner to file another name.';

/**
 * Applies the owner's latest filed amendment to their business, once the back office sets the
 * amendment ACTIVE (the state approved it), inside that status change's transaction: the
 * business row takes the new values, the amendment keeps the ones they replaced, and the
 * amendment's saved pages are cleared, so a later amendment starts from the record again. A
 * new name is checked again first, under its lock (decision 0056): held by another business or
 * another owner's pending amendment since (a rejection released it, rows from before names
 * were held), the amendment is not applied and the refusal says why.
 */
export async function applyFiledAmendment(
  db: Database,
  individualId: number,
  at: Date,
): Promise<{ refused: string } | undefined> {
  const [filed] = await db
    .select()
    .from(businessAmendments)
    .where(
      and(eq(businessAmendments.individualId, individualId), isNull(businessAmendments.appliedAt)),
    )
    .orderBy(desc(businessAmendments.id))
    .limit(1);
  if (!filed) return undefined;
  const [business] = await db
    .select()
    .from(businesses)
    .where(eq(businesses.id, filed.businessId))
    .for('update');
  if (!business) return undefined;
  const changes = filed.changes as Columns;
  const name = changes.businessName;
  if (typeof name === 'string') {
    await lockName(db, business.stateCode, name);
    const own = { businessId: business.id, individualId };
    if (await isNameHeld(db, business.stateCode, name, own)) {
      return { refused: amendedNameTaken(name, business.state) };
    }
  }
  const previous = Object.fromEntries(
    Object.keys(changes).map((column) => [column, business[column as keyof Business] ?? null]),
  );
  await db
    .update(businesses)
    .set({
      ...(changes as Partial<Business>),
      ...('owners' in changes ? { owners: withMemberTypes(changes.owners, business.owners) } : {}),
      // Renamed, it holds a name of its own: no longer one it shared (migration 0018).
      ...(typeof name === 'string' ? { nameKey: businessNameKey(name), duplicateName: false } : {}),
      updatedAt: at,
    })
    .where(eq(businesses.id, business.id));
  await db
    .update(businessAmendments)
    .set({ previous, appliedAt: at })
    .where(eq(businessAmendments.id, filed.id));
  await db
    .delete(pageAnswers)
    .where(
      and(
        eq(pageAnswers.individualId, individualId),
        like(pageAnswers.pageId, `${AMENDMENT_FLOW.key}/%`),
      ),
    );
  return undefined;
}

/** A business's applied amendments, oldest first: what each changed, from what, and when. */
export async function businessHistory(db: Database, businessId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(businessAmendments)
    .where(eq(businessAmendments.businessId, businessId))
    .orderBy(businessAmendments.id);
  return rows.flatMap((row) =>
    row.appliedAt
      ? [
          {
            amendment_id: row.id,
            submitted_at: row.submittedAt.toISOString(),
            applied_at: row.appliedAt.toISOString(),
            changes: historyChanges(row.changes as Fields, (row.previous ?? {}) as Fields),
          },
        ]
      : [],
  );
}
