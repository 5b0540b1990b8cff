import { and, eq } from 'drizzle-orm';
import { productTitle } from '../../src/domain/checkout/product-titles';
import { filedBusinessName } from '../../src/domain/business-record';
import { documentCategoryLabel } from '../../src/domain/documents/document-categories';
import { longCalendarDate } from '../../src/domain/long-date';
import { documentShelfPath } from '../../src/domain/services/service-paths';
import type { Database } from '../db/database';
import { documents } from '../db/schema';
import type { DocumentStore } from '../documents/document-store';
import { renderSpecimenPdf } from '../documents/specimen-pdf';
import type { JobEngine } from '../jobs/job-engine';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { AccountService } from './accounts';
import { businessRecord, findOwnerBusiness } from './businesses';
import type { DemoActiveEffect } from './demo-status-advance';
import {
  attachReturnedDocument,
  markOrderChangesTold,
  RETURNED_DOCUMENT_MAIL_JOB,
  type ReturnedDocumentKind,
} from './returned-documents';
import { latestOrderOf, type ActiveEffects } from './service-statuses';
import {
  nextStep,
  orderLink,
  paragraphsMail,
  statusWords,
  type MailParagraph,
} from './status-mail';

/** Demo mode's specimen of a returned document, attached once its order is ACTIVE. */
export const RETURNED_SPECIMEN_JOB = 'returned-document-specimen';

export interface ReturnedDocumentJobServices {
  db: Database;
  documents: DocumentStore;
  mailer: Mailer;
  publicUrl: string;
  whenActive: ActiveEffects;
  /** The products' returned documents, by service name (returnedDocumentKinds). */
  kinds: ReadonlyMap<string, ReturnedDocumentKind>;
}

/** The subject of a returned document's mail: "Your IRS EIN Confirmation Letter is ready". */
export const returnedDocumentSubject = (title: string) => `Your ${title} is ready`;

export interface ReturnedDocumentMailFacts {
  owner: { email: string; firstName: string };
  individualId: number;
  kind: ReturnedDocumentKind;
  specimen: boolean;
  businessName: string | null;
  /** The state's file number and effective date the business record now keeps (the formation). */
  filing: { fileNumber: string; formedOn: string } | null;
  orderId: number | null;
  /** Whether the document moved its order to ACTIVE, which the mail then tells. */
  moved: boolean;
}

/**
 * The owner's mail about a returned document: what came back and where it is kept, what the
 * state's record says (the file number and the date the deadlines now count from), the order's
 * new status when it moved, what comes next and the order's timeline.
 */
export function returnedDocumentMail(
  facts: ReturnedDocumentMailFacts,
  publicUrl: string,
): OutgoingMail {
  const { kind, owner, specimen, businessName, filing, moved } = facts;
  const product = productTitle(kind.productKey);
  const { said, means } = statusWords(kind.productKey, 'ACTIVE');
  const paragraphs: MailParagraph[] = [
    `Hello ${owner.firstName || 'there'},`,
    `The ${kind.title}${businessName ? ` for ${businessName}` : ''} is ready and kept with your ` +
      `documents, under ${documentCategoryLabel(kind.category)}.`,
    ...(specimen
      ? [
          `This one is a specimen made by Charter's demo mode: it is not issued by ${kind.issuer}, ` +
            'and the real one replaces nothing on your record.',
        ]
      : []),
    ...(filing
      ? [
          `The state filed it under number ${filing.fileNumber}, effective ` +
            `${longCalendarDate(filing.formedOn)}. Your business record keeps both, and ` +
            'your compliance deadlines count from that date.',
        ]
      : []),
    ...(moved
      ? [`Your ${product} is now “${said}”.`, ...(means ? [`What it means: ${means}`] : [])]
      : []),
    `What comes next: ${nextStep(kind.productKey, 'ACTIVE', false)}`,
    { label: 'Open your documents', url: `${publicUrl}${documentShelfPath(kind.category)}` },
    orderLink(publicUrl, facts.orderId ?? undefined),
    '— The Charter team',
  ];
  return {
    to: owner.email,
    subject: returnedDocumentSubject(kind.title),
    ...paragraphsMail(paragraphs),
    // An order update: the document is among the owner's documents whether or not it is mailed.
    optional: { individualId: facts.individualId, category: 'order_updates' },
  };
}

/** Job: the mail of one returned document, from what is kept now. */
async function sendReturnedDocumentMail(
  { db, mailer, publicUrl, kinds }: ReturnedDocumentJobServices,
  payload: Record<string, unknown>,
) {
  const individualId = Number(payload.individualId);
  const kind = kinds.get(String(payload.service));
  const [document] = await db
    .select({ orderId: documents.orderId })
    .from(documents)
    .where(
      and(eq(documents.id, Number(payload.documentId)), eq(documents.individualId, individualId)),
    );
  const owner = await new AccountService(db).findById(individualId);
  // A document or an owner deleted meanwhile has nobody left to tell.
  if (!document || !owner || !kind) return;
  const business = await findOwnerBusiness(db, individualId);
  const specimen = payload.specimen === true;
  await mailer.send(
    returnedDocumentMail(
      {
        owner,
        individualId,
        kind,
        specimen,
        businessName: business && filedBusinessName(businessRecord(business)),
        filing:
          kind.carriesStateFiling && !specimen && business?.stateFileNumber && business.formedOn
            ? { fileNumber: business.stateFileNumber, formedOn: business.formedOn }
            : null,
        orderId: document.orderId,
        moved: payload.tellsStatus === true,
      },
      publicUrl,
    ),
  );
}

/**
 * Demo mode's specimen for the owner's latest order of a service (its job, and the demo owners'
 * seed), once it is ACTIVE and nothing came back for it yet (a rerun, or the real document
 * attached meanwhile, adds none).
 */
export async function attachSpecimen(
  services: ReturnedDocumentJobServices,
  jobs: JobEngine,
  { individualId, service }: { individualId: number; service: string },
  now: Date,
) {
  const { db, kinds } = services;
  const kind = kinds.get(service);
  const order = kind && (await latestOrderOf(db, individualId, kind.service));
  if (!kind || order?.status !== 'ACTIVE') return;
  const [returned] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.orderId, order.id))
    .limit(1);
  if (returned) return;
  const business = await findOwnerBusiness(db, individualId);
  const record = business && businessRecord(business);
  const content = await renderSpecimenPdf({
    title: kind.title,
    issuer: kind.issuer,
    businessName: record ? filedBusinessName(record) : 'No business on file',
    state: record?.state || 'Not on file',
    issuedAt: now,
  });
  await attachReturnedDocument(
    db,
    { ...services, jobs },
    kind,
    { individualId, name: `Owner ${individualId}` },
    {
      fileName: `${kind.service}-specimen-${now.toISOString().slice(0, 10)}.pdf`,
      content,
      specimen: true,
    },
    null,
    now,
  );
}

/** Defines the returned documents' jobs (every process that may schedule them, at start). */
export function defineReturnedDocumentJobs(
  jobs: JobEngine,
  services: ReturnedDocumentJobServices,
): void {
  jobs.define(RETURNED_DOCUMENT_MAIL_JOB, (payload) => sendReturnedDocumentMail(services, payload));
  jobs.define(RETURNED_SPECIMEN_JOB, (payload, { now }) =>
    attachSpecimen(
      services,
      jobs,
      { individualId: Number(payload.individualId), service: String(payload.service) },
      now,
    ),
  );
}

/**
 * What demo mode does when it makes an order with a returned document ACTIVE, in that
 * transaction: the specimen's mail will tell the change (so the status mails do not), and its
 * job is scheduled once per order.
 */
export function specimenOnDemoActive(service: string): DemoActiveEffect {
  return async (jobs, db, individualId, at) => {
    const order = await latestOrderOf(db, individualId, service);
    if (!order) return;
    await markOrderChangesTold(db, order.id, at);
    await jobs.schedule(
      {
        kind: RETURNED_SPECIMEN_JOB,
        key: `${RETURNED_SPECIMEN_JOB}:${order.id}`,
        runAt: at,
        payload: { individualId, service },
      },
      db,
    );
  };
}
