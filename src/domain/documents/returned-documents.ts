import type { ProductKey } from '../checkout/product-keys';
import type { DocumentCategory } from './document-categories';

/** What the state or the IRS sends back when an order is done, as the owner's documents name it. */
export interface ReturnedDocumentFacts {
  /** Its title among the owner's documents, e.g. "IRS EIN Confirmation Letter". */
  title: string;
  /** Its shelf in the documents area. */
  category: DocumentCategory;
  /** Who issues it: "any state", "the IRS" (a specimen says it is not issued by them). */
  issuer: string;
}

/**
 * The document each service's order brings back (issue 30, point 3; decision 0091): the back
 * office attaches it (`npm run ops -- attach-document`), the Help Center tells owners where it
 * arrives. The formation's is the state's filed articles (some states call them a certificate
 * of formation), which carry the state's file number and effective date.
 */
export const RETURNED_DOCUMENTS = {
  LLC_FORMATION: {
    title: 'Filed Articles of Organization',
    category: 'company-documents',
    issuer: 'any state',
  },
  EIN_APPLICATION: {
    title: 'IRS EIN Confirmation Letter',
    category: 'company-documents',
    issuer: 'the IRS',
  },
  REGISTERED_AGENT: {
    title: 'Registered Agent Appointment Confirmation',
    category: 'registered-agent',
    issuer: 'any state',
  },
  LLC_AMENDMENT: {
    title: 'Filed Articles of Amendment',
    category: 'company-documents',
    issuer: 'any state',
  },
  LLC_ANNUAL_REPORT: { title: 'Filed Annual Report', category: 'compliance', issuer: 'any state' },
  CERT_GOOD_STANDING: {
    title: 'Certificate of Good Standing',
    category: 'compliance',
    issuer: 'any state',
  },
} as const satisfies Partial<Record<ProductKey, ReturnedDocumentFacts>>;
