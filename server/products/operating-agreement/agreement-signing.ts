import { eq } from 'drizzle-orm';
import { agreementSent } from '../../../src/domain/contracts/filing-answers';
import { OPERATING_AGREEMENT_FLOW } from '../../../src/domain/flows/operating-agreement-flow';
import type { Database } from '../../db/database';
import { accounts } from '../../db/schema';
import type { DocumentStore } from '../../documents/document-store';
import { businessRecord, type Business } from '../../services/businesses';
import type { FlowFiling } from '../../services/flow-submissions';
import { serviceStatusOf, setServiceStatus } from '../../services/service-statuses';
import type { SigningListener, SigningProvider } from '../../signing/signing-provider';
import { agreementTerms, memberName } from './agreement-answers';
import { AGREEMENT_TITLE, renderAgreementPdf } from './agreement-pdf';
import {
  AGREEMENT_NOT_PURCHASED,
  formedBusiness,
  OPERATING_AGREEMENT_SERVICE,
} from './agreement-rules';

const PRODUCT_KEY = OPERATING_AGREEMENT_FLOW.submission.productKey;

/** The day a document is dated, for its file name. */
const day = (at: Date) => at.toISOString().slice(0, 10);

async function ownerName(db: Database, individualId: number): Promise<string> {
  const [owner] = await db
    .select({ first: accounts.firstName, last: accounts.lastName, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, individualId));
  return `${owner?.first ?? ''} ${owner?.last ?? ''}`.trim() || (owner?.email ?? 'The owner');
}

/**
 * The operating agreement's part of the submission (POST /v1/operating_agreement/sign, decision
 * 0050): after the checks every flow shares (403 not bought, 409 sent already, 422 answers), and
 * the formation ACTIVE with its business (409 with the spec's notice), it writes the agreement,
 * keeps it as sent, and has every member asked to sign it, inside the submission's transaction.
 */
export function agreementFiling(
  signing: SigningProvider,
): FlowFiling<Business, typeof agreementSent> {
  return {
    notPurchased: AGREEMENT_NOT_PURCHASED,
    alreadySubmitted: 'Your operating agreement has already been sent for signature',
    prerequisite: formedBusiness,
    async file(db, { individualId, answersOf, submittedAt, documents, context: business }) {
      const terms = agreementTerms(businessRecord(business), answersOf, submittedAt);
      const { bytes, signatureFields } = await renderAgreementPdf(terms);
      const title = `${AGREEMENT_TITLE} of ${terms.businessName}`;
      const document = await documents.store(
        {
          individualId,
          businessId: business.id,
          productKey: PRODUCT_KEY,
          category: 'company-documents',
          title: `${title} (sent for signature)`,
          fileName: `operating-agreement-sent-${day(submittedAt)}.pdf`,
          contentType: 'application/pdf',
          content: bytes,
        },
        db,
      );
      const envelopeId = await signing.send(
        {
          individualId,
          businessId: business.id,
          productKey: PRODUCT_KEY,
          title,
          businessName: terms.businessName,
          sentBy: await ownerName(db, individualId),
          document,
          signers: terms.members.map((member, index) => ({
            name: memberName(member),
            email: member.email,
            field: signatureFields[index]!,
          })),
        },
        db,
        submittedAt,
      );
      return {
        body: {
          envelope_id: envelopeId,
          document_id: document.id,
          signers: terms.members.map((member) => ({
            name: memberName(member),
            email: member.email,
          })),
        },
      };
    },
    response: agreementSent,
  };
}

/**
 * The operating agreement's status follows its signatures (issue 16): SUBMITTED when sent,
 * IN_PROGRESS after the first, ACTIVE once every member has signed, when the signed copy and
 * its audit trail join the business's documents.
 */
export function agreementSigningListener(documents: DocumentStore): SigningListener {
  return {
    async signed(envelope, db, at) {
      const status = await serviceStatusOf(db, envelope.individualId, OPERATING_AGREEMENT_SERVICE);
      if (status === 'SUBMITTED') {
        await setServiceStatus(
          db,
          envelope.individualId,
          OPERATING_AGREEMENT_SERVICE,
          'IN_PROGRESS',
          at,
        );
      }
    },
    async completed(envelope, files, db, at) {
      const kept = (title: string, fileName: string, content: Uint8Array) =>
        documents.store(
          {
            individualId: envelope.individualId,
            businessId: envelope.businessId,
            productKey: PRODUCT_KEY,
            category: 'company-documents',
            title,
            fileName,
            contentType: 'application/pdf',
            content,
          },
          db,
        );
      const signed = await kept(
        `${envelope.title} (signed)`,
        `operating-agreement-signed-${day(at)}.pdf`,
        files.signed,
      );
      const auditTrail = await kept(
        `${envelope.title}: signing audit trail`,
        `operating-agreement-audit-trail-${day(at)}.pdf`,
        files.auditTrail,
      );
      await setServiceStatus(db, envelope.individualId, OPERATING_AGREEMENT_SERVICE, 'ACTIVE', at);
      return { signed, auditTrail };
    },
  };
}
