import type { ProductKey } from '../../../src/domain/checkout/product-keys';
import { isBoughtStatus } from '../../../src/domain/services/formation-rules';
import { serviceNameOf } from '../../../src/domain/services/service-names';
import type { Database } from '../../db/database';
import type { DocumentStore, DocumentSummary } from '../../documents/document-store';
import { renderCertificateSpecimenPdf } from './certificate-specimen-pdf';
import type { JobEngine } from '../../jobs/job-engine';
import type { Mailer } from '../../mail/mailer';
import { AccountService, lockAccount } from '../../services/accounts';
import { businessRecord, findOwnerBusiness } from '../../services/businesses';
import { serviceStatusOf, setServiceStatus } from '../../services/service-statuses';

/*
 * The certificate of good standing reaching its owner (decision 0049): the state's document,
 * attached by the back office (`npm run ops -- attach-document`), or in demo mode a specimen
 * plainly marked as issued by no state. Either way it is kept on the compliance shelf, the
 * service becomes ACTIVE, and the owner is emailed a link to it.
 */

export const CERTIFICATE_PRODUCT: ProductKey = 'CERT_GOOD_STANDING';
export const CERTIFICATE_SERVICE = serviceNameOf(CERTIFICATE_PRODUCT);
const ACTIVE = 'ACTIVE';

export const CERTIFICATE_TITLE = 'Certificate of Good Standing';
export const SPECIMEN_TITLE = 'Certificate of Good Standing (specimen)';
export const CERTIFICATE_MAIL_SUBJECT = 'Your Certificate of Good Standing is ready';

/** What a delivery needs besides the database: where documents and mail go, and Charter's URL. */
export interface DeliveryServices {
  documents: DocumentStore;
  mailer: Mailer;
  /** PUBLIC_URL: the mail links to the owner's compliance documents there. */
  publicUrl: string;
}

export interface CertificateFile {
  title: string;
  fileName: string;
  content: Uint8Array;
}

export type Delivery =
  | { kind: 'not-bought' }
  | {
      kind: 'delivered';
      document: DocumentSummary;
      email: string;
      /** The service's status before (ACTIVE when it was already). */
      previous: string;
    };

/** Where the mail sends the owner: the compliance shelf of the documents area. */
export const complianceDocumentsUrl = (publicUrl: string) => `${publicUrl}/documents/compliance`;

function certificateMail(
  firstName: string,
  businessName: string | null,
  url: string,
  title: string,
): string {
  const specimen = title === SPECIMEN_TITLE;
  return [
    `Hello ${firstName || 'there'},`,
    '',
    `The ${CERTIFICATE_TITLE}${businessName ? ` for ${businessName}` : ''} is ready and kept ` +
      'with your compliance documents:',
    '',
    url,
    '',
    ...(specimen
      ? ["This one is a specimen made by Charter's demo mode: it is not issued by any state.", '']
      : []),
    'Charter',
  ].join('\n');
}

/**
 * Keeps the certificate for the owner's business, sets the service ACTIVE (unless it is
 * already) in the same transaction, then emails the owner. An owner who has not bought the
 * certificate gets nothing attached.
 */
export async function deliverCertificate(
  db: Database,
  { documents, mailer, publicUrl }: DeliveryServices,
  individualId: number,
  file: CertificateFile,
  now: Date,
): Promise<Delivery> {
  const delivered = await db.transaction(async (tx) => {
    await lockAccount(tx, individualId);
    const previous = await serviceStatusOf(tx, individualId, CERTIFICATE_SERVICE);
    if (!isBoughtStatus(previous)) return null;
    const business = await findOwnerBusiness(tx, individualId);
    const document = await documents.store(
      {
        individualId,
        businessId: business?.id ?? null,
        productKey: CERTIFICATE_PRODUCT,
        category: 'compliance',
        title: file.title,
        fileName: file.fileName,
        contentType: 'application/pdf',
        content: file.content,
      },
      tx,
    );
    if (previous !== ACTIVE) {
      await setServiceStatus(tx, individualId, CERTIFICATE_SERVICE, ACTIVE, now);
    }
    return { document, previous: previous!, business };
  });
  if (!delivered) return { kind: 'not-bought' };
  const owner = (await new AccountService(db).findById(individualId))!;
  const record = delivered.business && businessRecord(delivered.business);
  await mailer.send({
    to: owner.email,
    subject: CERTIFICATE_MAIL_SUBJECT,
    text: certificateMail(
      owner.firstName,
      record && (record.official_business_name ?? record.business_name),
      complianceDocumentsUrl(publicUrl),
      file.title,
    ),
    // An order update: the certificate is among the owner's documents whether or not it is mailed.
    optional: { individualId, category: 'order_updates' },
  });
  return {
    kind: 'delivered',
    document: delivered.document,
    email: owner.email,
    previous: delivered.previous,
  };
}

/** The job that attaches the demo's specimen once a certificate became ACTIVE by itself. */
export const SPECIMEN_JOB = 'certificate-specimen';

/** Schedules the specimen for an owner whose certificate demo mode just made ACTIVE. */
export function scheduleCertificateSpecimen(
  jobs: JobEngine,
  db: Database,
  individualId: number,
  at: Date,
): Promise<boolean> {
  return jobs.schedule(
    {
      kind: SPECIMEN_JOB,
      key: `${SPECIMEN_JOB}:${individualId}:${at.toISOString()}`,
      runAt: at,
      payload: { individual_id: individualId },
    },
    db,
  );
}

/**
 * Defines the specimen job (every process, at start). It acts only while the certificate is
 * still ACTIVE and the owner has no certificate yet: a rerun after a crash, or a certificate
 * the back office attached meanwhile, adds no second one.
 */
export function defineCertificateSpecimenJob(jobs: JobEngine, services: DeliveryServices): void {
  jobs.define(SPECIMEN_JOB, async (payload, { db, now }) => {
    const individualId = Number(payload.individual_id);
    const status = await serviceStatusOf(db, individualId, CERTIFICATE_SERVICE);
    const kept = await services.documents.list(individualId);
    if (status !== ACTIVE || kept.some((document) => document.productKey === CERTIFICATE_PRODUCT))
      return;
    const business = await findOwnerBusiness(db, individualId);
    const record = business && businessRecord(business);
    const businessName = record
      ? (record.official_business_name ?? record.business_name)
      : 'Your business';
    const content = await renderCertificateSpecimenPdf({
      businessName,
      state: record?.state ?? 'Not on file',
      issuedAt: now,
    });
    await deliverCertificate(
      db,
      services,
      individualId,
      {
        title: SPECIMEN_TITLE,
        fileName: `certificate-of-good-standing-specimen-${now.toISOString().slice(0, 10)}.pdf`,
        content,
      },
      now,
    );
  });
}
