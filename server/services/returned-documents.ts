import { and, eq, isNull } from 'drizzle-orm';
import type { ProductKey } from '../../src/domain/checkout/product-keys';
import type { ReturnedDocumentFacts } from '../../src/domain/documents/returned-documents';
import { isIsoDate, addCalendarDays } from '../../src/domain/estimates/calendar-date';
import { isBoughtStatus } from '../../src/domain/services/formation-rules';
import { productKeyOfServiceName } from '../../src/domain/services/service-names';
import { planComplianceReminders } from '../compliance/compliance-reminders';
import { charterDay } from '../compliance/charter-days';
import type { Database } from '../db/database';
import { businesses, serviceStatusChanges } from '../db/schema';
import type { DocumentStore, DocumentSummary } from '../documents/document-store';
import type { JobEngine } from '../jobs/job-engine';
import { lockAccount } from './accounts';
import { findOwnerBusiness } from './businesses';
import { changeServiceStatus, latestOrderOf, type ActiveEffects } from './service-statuses';

/*
 * What the state or the IRS sends back reaches the owner (issue 30, point 3; decision 0091).
 * Each product whose order ends with a document names it (ProductPlugin.returned); the back
 * office attaches the real one (`npm run ops -- attach-document`), demo mode a marked specimen
 * (returned-document-jobs.ts), and both go through attachReturnedDocument: kept on its shelf
 * under its order, the order moved to ACTIVE (the document means done, with what ACTIVE does
 * for the product), and one mail scheduled that tells both.
 */

/** The document a product's order brings back when it is done (its facts: src/domain). */
export interface ReturnedDocument extends ReturnedDocumentFacts {
  /** The formation's: it comes with the state's file number and effective date. */
  carriesStateFiling?: true;
  /** Why the real one cannot be attached yet (the IRS letter before its EIN is recorded). */
  notYet?: (db: Database, individualId: number) => Promise<string | null>;
}

/** A product's returned document with the service it belongs to. */
export interface ReturnedDocumentKind extends ReturnedDocument {
  productKey: ProductKey;
  service: string;
}

/** The returned documents of the products that have one, by service name. */
export function returnedDocumentKinds(
  products: ReadonlyArray<{ service?: string; returned?: ReturnedDocument }>,
): ReadonlyMap<string, ReturnedDocumentKind> {
  const kinds = new Map<string, ReturnedDocumentKind>();
  for (const { service, returned } of products) {
    const productKey = service === undefined ? null : productKeyOfServiceName(service);
    if (!returned || productKey === null) continue;
    kinds.set(service!, { ...returned, productKey, service: service! });
  }
  return kinds;
}

/** The state's record of a formation it filed: its file number and the day it took effect. */
export interface StateFiling {
  fileNumber: string;
  /** YYYY-MM-DD. */
  effectiveDate: string;
}

/** Letters, digits, spaces and the few marks states print in their file numbers. */
const FILE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 .\-/#]{0,39}$/;
/** A state may file with a delayed effective date; none takes effect further ahead than this. */
const LATEST_EFFECTIVE_DAYS_AHEAD = 90;

/** Checks what the back office typed for a filing: the refusal's message, or null. */
export function stateFilingRefusal({ fileNumber, effectiveDate }: StateFiling, now: Date) {
  if (!FILE_NUMBER.test(fileNumber)) {
    return (
      `"${fileNumber}" is not a state file number: up to 40 letters, digits, spaces and . - / #, ` +
      'as the filed articles print it'
    );
  }
  if (!isIsoDate(effectiveDate)) {
    return `"${effectiveDate}" is not a date: give the effective date as YYYY-MM-DD`;
  }
  if (effectiveDate > addCalendarDays(charterDay(now), LATEST_EFFECTIVE_DAYS_AHEAD)) {
    return (
      `The effective date ${effectiveDate} is more than ${LATEST_EFFECTIVE_DAYS_AHEAD} days ` +
      'ahead: check it against the filed articles'
    );
  }
  return null;
}

/** A document that cannot be attached: the message says why, nothing was changed. */
export class ReturnedDocumentRefused extends Error {}

export interface ReturnedFile {
  fileName: string;
  content: Uint8Array;
  /** Demo mode's stand-in, titled and mailed as such, with no filing details. */
  specimen: boolean;
}

export interface ReturnedDocumentServices {
  documents: DocumentStore;
  jobs: JobEngine;
  /** What each service's ACTIVE does (the products', from the assembly). */
  whenActive: ActiveEffects;
}

export interface ReturnedDocumentAttached {
  document: DocumentSummary;
  orderId: number;
  /** The order's status before; it is ACTIVE now. */
  previous: string;
}

/** The specimen's title: nobody mistakes it for the state's. */
export const specimenTitle = (title: string) => `${title} (specimen)`;

/** The job that mails the owner about a returned document, once (returned-document-jobs.ts). */
export const RETURNED_DOCUMENT_MAIL_JOB = 'returned-document-mail';

/**
 * Keeps a returned document for the owner's (`name`: how refusals name them) latest order of its service and moves that order to
 * ACTIVE, in one transaction; the owner's mail is scheduled in it too, so it goes once, and the
 * status change it tells is marked told (the status mails do not tell it again). Refused,
 * nothing changed, when the owner has no such order, when it was rejected, when the filing
 * details are missing or given for another service, or when the product says not yet.
 */
export async function attachReturnedDocument(
  db: Database,
  { documents, jobs, whenActive }: ReturnedDocumentServices,
  kind: ReturnedDocumentKind,
  { individualId, name }: { individualId: number; name: string },
  file: ReturnedFile,
  filing: StateFiling | null,
  now: Date,
): Promise<ReturnedDocumentAttached> {
  const refuse = (message: string): never => {
    throw new ReturnedDocumentRefused(message);
  };
  // A specimen is never given filing details (it records no made-up fact): only the real one.
  if (filing && !kind.carriesStateFiling) {
    refuse(`Only the formation's filed articles carry a file number and an effective date`);
  }
  if (filing) {
    const refusal = stateFilingRefusal(filing, now);
    if (refusal) refuse(refusal);
  }
  if (kind.carriesStateFiling && !filing && !file.specimen) {
    refuse(
      'The filed articles come with the state file number and the effective date: add ' +
        '--file-number "<number>" --effective-date YYYY-MM-DD',
    );
  }
  return db.transaction(async (tx) => {
    await lockAccount(tx, individualId);
    const order = await latestOrderOf(tx, individualId, kind.service, { forUpdate: true });
    if (!order || !isBoughtStatus(order.status)) {
      refuse(`${name} has not bought ${kind.service}: nothing was attached`);
    }
    if (order!.status === 'REJECTED') {
      refuse(
        `The latest ${kind.service} order of ${name} was rejected: a rejected order brings ` +
          'nothing back, nothing was attached',
      );
    }
    const notYet = file.specimen ? null : await kind.notYet?.(tx, individualId);
    if (notYet) refuse(notYet);
    const business = await findOwnerBusiness(tx, individualId);
    if (filing && !business) {
      refuse(`${name} has no business on file to keep the file number on: nothing was attached`);
    }
    // A state files with an effective date on or after the day it receives the filing.
    const filedOn = business?.submittedAt ? charterDay(business.submittedAt) : null;
    if (filing && filedOn && filing.effectiveDate < filedOn) {
      refuse(
        `The effective date ${filing.effectiveDate} is before the formation was filed with the ` +
          `state (${filedOn}): check it against the filed articles`,
      );
    }
    const document = await documents.store(
      {
        individualId,
        businessId: business?.id ?? null,
        productKey: kind.productKey,
        orderId: order!.id,
        category: kind.category,
        title: file.specimen ? specimenTitle(kind.title) : kind.title,
        fileName: file.fileName,
        contentType: 'application/pdf',
        content: file.content,
      },
      tx,
    );
    // The state's record first: the formation's ACTIVE then keeps its effective date as the
    // formation date and plans the reminders from it, once.
    if (filing) await keepStateFiling(tx, business!.id, filing, now);
    const moved = order!.status !== 'ACTIVE';
    if (moved) {
      await changeServiceStatus(jobs, tx, whenActive, individualId, kind.service, 'ACTIVE', now);
      await markOrderChangesTold(tx, order!.id, now);
    } else if (filing) {
      // Already formed: its deadlines now count from the state's date.
      await planComplianceReminders(jobs, tx, individualId, now);
    }
    await jobs.schedule(
      {
        kind: RETURNED_DOCUMENT_MAIL_JOB,
        key: `${RETURNED_DOCUMENT_MAIL_JOB}:${document.id}`,
        runAt: now,
        payload: {
          documentId: document.id,
          individualId,
          service: kind.service,
          specimen: file.specimen,
          // A specimen follows demo mode's ACTIVE, whose change its mail tells.
          tellsStatus: moved || file.specimen,
        },
      },
      tx,
    );
    return { document, orderId: order!.id, previous: order!.status };
  });
}

/**
 * The order's changes not told yet are told by the returned document's mail: the status mails
 * (status-mail.ts) skip them. Inside the transaction that made them, so no status mail round
 * sees them untold.
 */
export async function markOrderChangesTold(db: Database, orderId: number, now: Date) {
  await db
    .update(serviceStatusChanges)
    .set({ toldAt: now })
    .where(and(eq(serviceStatusChanges.orderId, orderId), isNull(serviceStatusChanges.toldAt)));
}

/**
 * The business record keeps the state's file number, and its formation date becomes the day the
 * state says the filing took effect: the deadlines count from it.
 */
async function keepStateFiling(
  db: Database,
  businessId: number,
  { fileNumber, effectiveDate }: StateFiling,
  now: Date,
) {
  await db
    .update(businesses)
    .set({ stateFileNumber: fileNumber, formedOn: effectiveDate, updatedAt: now })
    .where(eq(businesses.id, businessId));
}
