import { and, count, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import {
  DELETION_BLOCKED,
  DELETION_CARDS_FAILED,
  DELETION_EMAIL_WRONG,
  DELETION_PASSWORD_WRONG,
  WORK_IN_PROGRESS_STATUSES,
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_DELETED_PATH,
  erasedEmail,
} from '../../src/domain/account/account-deletion';
import { productTitle } from '../../src/domain/checkout/product-titles';
import type {
  AccountDeleted,
  AccountDeletion,
  AccountDeletionBody,
} from '../../src/domain/contracts/account-deletion';
import { productKeyOfServiceName } from '../../src/domain/services/service-names';
import type { Database } from '../db/database';
import {
  accounts,
  annualReportFilings,
  browserSessions,
  businessAmendments,
  businesses,
  businessLicenseReports,
  calendarFeeds,
  documents,
  hubFavorites,
  idempotencyKeys,
  invoiceReceipts,
  invoices,
  pageAnswers,
  passwordResetLinks,
  purchaseClaims,
  serviceStatusChanges,
  serviceOrders,
  signingEnvelopes,
  subscriptions,
  supportRequests,
} from '../db/schema';
import type { JobEngine } from '../jobs/job-engine';
import type { Mailer } from '../mail/mailer';
import { lockAccount } from '../services/accounts';
import { verifyPassword } from '../services/passwords';
import { CANCELED_SUBSCRIPTION } from '../checkout/subscriptions';
import { accountDeletedMail } from './account-mail';
import { endGrants } from './signed-in-devices';

const MAIL_JOB = 'account-deleted-mail';

/** A deletion refused: 400 for a wrong confirmation, 409 for work in progress, 503 the cards. */
export class AccountDeletionRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409 | 503,
    readonly field?: 'password' | 'email',
  ) {
    super(message);
  }
}

/** The saved cards at the card processor, as the deletion removes them. */
export interface SavedCards {
  list(customerId: string): Promise<ReadonlyArray<{ id: string }>>;
  detach(paymentMethodId: string, idempotencyKey: string): Promise<unknown>;
}

interface AccountDeletionDeps {
  db: Database;
  jobs: JobEngine;
  mailer: Mailer;
  cards: SavedCards;
  publicUrl: string;
  /** OIDC_ISSUER: the password is kept there, so the owner confirms with their email instead. */
  externalIssuer: string | null;
}

interface MailPayload {
  email: string;
  firstName: string;
  at: string;
}

/**
 * "Delete my account" (decision 0081). What the law keeps stays: the invoices with their
 * receipts, and the completed signing envelopes with their signed copies and audit trails; the
 * account row stays as a tombstone with nothing personal in it, so those records still name an
 * owner (every other table cascades from it). Everything else of the owner is erased in one
 * transaction, every grant (this device's too) is ended, and a last mail says so.
 */
export class AccountDeletionService {
  constructor(private readonly deps: AccountDeletionDeps) {
    deps.jobs.define(MAIL_JOB, (payload) => this.sendMail(payload as unknown as MailPayload));
  }

  async view(individualId: number): Promise<AccountDeletion> {
    const { db, externalIssuer } = this.deps;
    const [account] = await db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, individualId));
    return {
      individual_id: individualId,
      confirm_with: externalIssuer === null ? 'password' : 'email',
      email: account?.email ?? '',
      invoices_kept: await keptInvoiceCount(db, individualId),
      signed_agreements_kept: (await completedEnvelopes(db, individualId)).length,
      services_in_progress: await servicesInProgress(db, individualId),
    };
  }

  async delete(
    individualId: number,
    body: AccountDeletionBody,
    now = new Date(),
  ): Promise<AccountDeleted> {
    const { db, jobs, cards } = this.deps;
    const [account] = await db.select().from(accounts).where(eq(accounts.id, individualId));
    if (!account) throw new Error(`No account ${individualId}`);
    await this.checkConfirmation(account, body);
    const inProgress = await servicesInProgress(db, individualId);
    if (inProgress.length > 0) throw new AccountDeletionRefusal(DELETION_BLOCKED(inProgress), 409);
    // Before the erasure, so a processor that cannot be reached leaves everything as it was.
    if (account.stripeCustomerId) {
      try {
        for (const card of await cards.list(account.stripeCustomerId))
          await cards.detach(card.id, `account-deletion:${individualId}:${card.id}`);
      } catch {
        throw new AccountDeletionRefusal(DELETION_CARDS_FAILED, 503);
      }
    }
    await db.transaction(async (tx) => {
      await lockAccount(tx, individualId);
      await eraseOwnerRows(tx, individualId, now);
      await endGrants(tx, individualId, { allBut: null });
      await jobs.schedule(
        {
          kind: MAIL_JOB,
          key: `${MAIL_JOB}:${individualId}`,
          runAt: now,
          // The address is gone from the account once this commits: the job carries it.
          payload: { email: account.email, firstName: account.firstName, at: now.toISOString() },
        },
        tx,
      );
    });
    return { message: ACCOUNT_DELETED_MESSAGE, next: ACCOUNT_DELETED_PATH };
  }

  private async checkConfirmation(
    account: { email: string; passwordHash: string },
    body: AccountDeletionBody,
  ): Promise<void> {
    if (this.deps.externalIssuer === null) {
      if (!body.password || !(await verifyPassword(body.password, account.passwordHash)))
        throw new AccountDeletionRefusal(DELETION_PASSWORD_WRONG, 400, 'password');
      return;
    }
    if (body.email?.trim().toLowerCase() !== account.email.toLowerCase())
      throw new AccountDeletionRefusal(DELETION_EMAIL_WRONG, 400, 'email');
  }

  private async sendMail({ email, firstName, at }: MailPayload): Promise<void> {
    await this.deps.mailer.send(
      accountDeletedMail({ email, firstName }, new Date(at), this.deps.publicUrl),
    );
  }
}

/** How many invoices of the owner's are kept, each with its receipt. */
async function keptInvoiceCount(db: Database, individualId: number): Promise<number> {
  const [kept] = await db
    .select({ invoices: count() })
    .from(invoices)
    .where(eq(invoices.individualId, individualId));
  return kept?.invoices ?? 0;
}

/** The owner's signing envelopes every signer has signed: kept with their documents. */
function completedEnvelopes(db: Database, individualId: number) {
  return db
    .select({
      documentId: signingEnvelopes.documentId,
      signedDocumentId: signingEnvelopes.signedDocumentId,
      auditDocumentId: signingEnvelopes.auditDocumentId,
    })
    .from(signingEnvelopes)
    .where(
      and(eq(signingEnvelopes.individualId, individualId), isNotNull(signingEnvelopes.completedAt)),
    );
}

/** The titles of the owner's services still with a state or the IRS. */
async function servicesInProgress(db: Database, individualId: number): Promise<string[]> {
  const rows = await db
    .select({ service: serviceOrders.service })
    .from(serviceOrders)
    .where(
      and(
        eq(serviceOrders.individualId, individualId),
        inArray(serviceOrders.status, [...WORK_IN_PROGRESS_STATUSES]),
      ),
    );
  return rows.map(({ service }) => {
    const key = productKeyOfServiceName(service);
    return key ? productTitle(key) : service;
  });
}

/** The documents the law keeps: the receipts and the completed envelopes' documents. */
async function keptDocumentIds(tx: Database, individualId: number): Promise<number[]> {
  const receipts = await tx
    .select({ documentId: invoiceReceipts.documentId })
    .from(invoiceReceipts)
    .innerJoin(invoices, eq(invoices.id, invoiceReceipts.invoiceId))
    .where(eq(invoices.individualId, individualId));
  const envelopes = await completedEnvelopes(tx, individualId);
  return [
    ...receipts.map((row) => row.documentId),
    ...envelopes.flatMap((row) => [row.documentId, row.signedDocumentId, row.auditDocumentId]),
  ].filter((id): id is number => id !== null);
}

/**
 * Erases every row of the owner but the kept records, and empties the account row. Tables
 * whose rows hang off a business (filings, amendments, deadlines) go with the business; the
 * files of erased documents are removed by the file sweep (server/documents/file-sweep.ts).
 * OWNER_TABLES_ON_DELETION (below) says what happens to each table naming an owner, and a
 * test holds every such table of the schema to having an entry.
 */
async function eraseOwnerRows(tx: Database, individualId: number, now: Date): Promise<void> {
  const kept = await keptDocumentIds(tx, individualId);
  // Unfinished envelopes go first: their signers' links end with them.
  await tx
    .delete(signingEnvelopes)
    .where(
      and(eq(signingEnvelopes.individualId, individualId), isNull(signingEnvelopes.completedAt)),
    );
  await tx
    .delete(documents)
    .where(
      and(
        eq(documents.individualId, individualId),
        kept.length > 0 ? notInArray(documents.id, kept) : undefined,
      ),
    );
  await tx
    .delete(businessLicenseReports)
    .where(eq(businessLicenseReports.individualId, individualId));
  await tx.delete(annualReportFilings).where(eq(annualReportFilings.individualId, individualId));
  await tx.delete(businessAmendments).where(eq(businessAmendments.individualId, individualId));
  await tx.delete(businesses).where(eq(businesses.individualId, individualId));
  await tx.delete(pageAnswers).where(eq(pageAnswers.individualId, individualId));
  await tx.delete(browserSessions).where(eq(browserSessions.individualId, individualId));
  await tx.delete(serviceStatusChanges).where(eq(serviceStatusChanges.individualId, individualId));
  await tx.delete(serviceOrders).where(eq(serviceOrders.individualId, individualId));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.individualId, individualId));
  await tx.delete(hubFavorites).where(eq(hubFavorites.individualId, individualId));
  await tx.delete(passwordResetLinks).where(eq(passwordResetLinks.individualId, individualId));
  await tx.delete(purchaseClaims).where(eq(purchaseClaims.individualId, individualId));
  // Their messages and attachments go with them (decision 0079).
  await tx.delete(supportRequests).where(eq(supportRequests.individualId, individualId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.owner, `individual:${individualId}`));
  await tx
    .update(subscriptions)
    .set({ status: CANCELED_SUBSCRIPTION, cancelledAt: now })
    .where(eq(subscriptions.individualId, individualId));
  await tx
    .update(accounts)
    .set({
      email: erasedEmail(individualId),
      // No password hashes to '' (verifyPassword refuses it): the tombstone cannot sign in.
      passwordHash: '',
      firstName: '',
      lastName: '',
      phone: null,
      businessState: null,
      passwordReminder: false,
      emailOrderUpdates: false,
      emailDeadlineReminders: false,
      emailHubNews: false,
      deletedAt: now,
    })
    .where(eq(accounts.id, individualId));
}

/**
 * What a deletion does with each table that names an owner: `erased` rows are deleted (or go
 * with the business they hang off), `kept` rows are records the law keeps, `ended` rows are
 * ended some other way (grants, by endGrants); the accounts row itself is the tombstone. The
 * schema test checks the list is whole.
 */
export const OWNER_TABLES_ON_DELETION: Record<string, 'erased' | 'kept' | 'ended'> = {
  password_reset_links: 'erased',
  signed_in_devices: 'ended',
  browser_sessions: 'erased',
  page_answers: 'erased',
  businesses: 'erased',
  service_orders: 'erased',
  service_status_changes: 'erased',
  invoices: 'kept',
  subscriptions: 'kept',
  purchase_claims: 'erased',
  documents: 'erased',
  annual_report_filings: 'erased',
  calendar_feeds: 'erased',
  signing_envelopes: 'kept',
  business_amendments: 'erased',
  business_license_reports: 'erased',
  hub_favorites: 'erased',
  support_requests: 'erased',
};
