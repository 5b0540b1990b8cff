import type { ProductKey } from '../../src/domain/checkout/product-keys';
import type { SignerState } from '../../src/domain/signing/signature-request';
import type { Database } from '../db/database';
import type { DocumentSummary } from '../documents/document-store';

/** Where a signer's signature and the date go: a box and a date line, in points from the top left. */
export interface SignatureField {
  /** 0-based page index. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  date: { page: number; x: number; y: number };
}

/** A document to have signed, already kept in the documents store. */
export interface EnvelopeRequest {
  individualId: number;
  businessId: number | null;
  productKey: ProductKey;
  /** What it is, as the emails and the signing page name it. */
  title: string;
  businessName: string;
  /** Who asks (the owner's name). */
  sentBy: string;
  document: DocumentSummary;
  /** Who signs, in order, each with where they sign on the document. */
  signers: ReadonlyArray<{ name: string; email: string; field: SignatureField }>;
}

export interface SignerStatus {
  id: number;
  name: string;
  email: string;
  state: SignerState;
  sentAt: Date;
  viewedAt: Date | null;
  signedAt: Date | null;
}

export interface EnvelopeStatus {
  id: string;
  title: string;
  status: 'sent' | 'completed';
  sentAt: Date;
  completedAt: Date | null;
  signers: SignerStatus[];
  /** The signed copy, once every signer has signed. */
  signedDocumentId: number | null;
}

/** What a resend found: sent, or why not (a limit: for how long, decision 0055). */
export type ResendOutcome =
  | { kind: 'sent' | 'already-signed' | 'not-found' }
  | { kind: 'limited'; limit: 'member' | 'owner'; retryAfterSeconds: number };

/**
 * What a product does as its envelope is signed (the operating agreement: its status, its
 * signed copy kept). A provider calls it inside the transaction that records the signature, or,
 * for a remote provider, the one that records its notification (a webhook).
 */
export interface SigningListener {
  /** A signer signed (the first, or another). */
  signed(envelope: { id: string; individualId: number }, db: Database, at: Date): Promise<void>;
  /**
   * Every signer has signed: keeps the signed copy (with its audit-trail page) and the audit
   * trail alone; resolves with the kept documents.
   */
  completed(
    envelope: { id: string; individualId: number; businessId: number | null; title: string },
    files: { signed: Uint8Array; auditTrail: Uint8Array },
    db: Database,
    at: Date,
  ): Promise<{ signed: DocumentSummary; auditTrail: DocumentSummary }>;
}

/**
 * An e-signature service (DESIGN.md "e-signature and email"): Charter's own (`local`, the
 * default), or a document-signing provider behind the same interface (SIGNING_PROVIDER;
 * README "E-signatures"). Sending runs inside the caller's transaction, so an envelope exists
 * only with what sent it; its mail leaves once that is kept.
 */
export interface SigningProvider {
  readonly name: string;
  /** Hears the signing of envelopes of one product. */
  listen(productKey: ProductKey, listener: SigningListener): void;
  /** Sends the document to every signer; resolves with the envelope's id. */
  send(request: EnvelopeRequest, db: Database, at: Date): Promise<string>;
  /** The owner's latest envelope of a product, with where each signer stands; null if none. */
  latestEnvelope(individualId: number, productKey: ProductKey): Promise<EnvelopeStatus | null>;
  /**
   * Asks a signer again with a new link; the one sent before stops working. Limited per signer
   * and per owner (SIGNING_RESEND_COOLDOWN_MINUTES, SIGNING_RESENDS_PER_DAY).
   */
  resend(
    envelopeId: string,
    signerId: number,
    at: Date,
    by: { ipAddress: string; userAgent: string | null },
  ): Promise<ResendOutcome>;
  /**
   * Returns to unsigned, each with a new link mailed, the signers of an envelope not completed
   * whose kept signature cannot be stamped on the document (one kept before signatures were
   * tried, which would fail the completion on every try: decision 0055). Resolves with those
   * returned; none when nothing is stuck, and then nothing changes.
   */
  returnUnstampableSignatures(envelopeId: string, at: Date): Promise<SignerStatus[]>;
}
