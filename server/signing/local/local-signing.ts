import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { ProductKey } from '../../../src/domain/checkout/product-keys';
import {
  SIGNING_LINK_DAYS,
  SIGNING_REMINDER_DAYS,
  type SignerState,
} from '../../../src/domain/signing/signature-request';
import type { ConsentedSignBody } from '../../../src/domain/contracts/signing';
import type { Database } from '../../db/database';
import { signingEnvelopes, signingEvents, signingSigners } from '../../db/schema';
import type { DocumentStore } from '../../documents/document-store';
import type { JobEngine } from '../../jobs/job-engine';
import type { Mailer } from '../../mail/mailer';
import { metrics } from '../../metrics/metrics';
import type {
  EnvelopeRequest,
  EnvelopeStatus,
  ResendOutcome,
  SignatureField,
  SignerStatus,
  SigningListener,
  SigningProvider,
} from '../signing-provider';
import { signedDocument, type AuditEvent, type SignedSigner } from './signed-document';
import { lockOwnerEnvelopes, resendWait } from './resend-limits';
import { keptSignature, stampingProblem } from './signature-check';
import { tokenHash, type SigningLinks } from './signing-links';
import {
  signedCopyMail,
  signingReminderMail,
  signingRequestMail,
  type SigningMailContext,
} from './signing-mail';
import type { SigningRequestView } from '../../../src/domain/contracts/signing';

type Envelope = typeof signingEnvelopes.$inferSelect;
type Signer = typeof signingSigners.$inferSelect;

/** Where a request came from: kept with what it did, for the audit trail. */
export interface RequestOrigin {
  ipAddress: string;
  userAgent: string | null;
}

/** What a link finds. */
export type LinkLookup =
  | { kind: 'not-found' }
  | { kind: 'expired'; envelope: Envelope; signer: Signer }
  | { kind: 'found'; envelope: Envelope; signer: Signer };

export type SignOutcome =
  | { kind: 'not-found' | 'expired' | 'wrong-document' }
  | { kind: 'already-signed'; signedAt: Date }
  | { kind: 'invalid-signature'; message: string }
  | { kind: 'signed'; signedAt: Date; completed: boolean };

const DAY_MS = 24 * 3600_000;
const REQUEST_JOB = 'signing-request';
const REMINDER_JOB = 'signing-reminder';
const COPY_JOB = 'signing-copy';
const reminderKey = (signerId: number, days: number) => `${REMINDER_JOB}:${signerId}:${days}d`;

const linkExpiry = (at: Date) => new Date(at.getTime() + SIGNING_LINK_DAYS * DAY_MS);
/** A link stops working at its expiry, signed or not (a used link shows what it signed till then). */
const isExpired = (signer: Signer, at: Date) => signer.linkExpiresAt.getTime() <= at.getTime();

/** A link that may sign now, for the document of this hash, or why not: its state alone. */
function signable(
  found: LinkLookup,
  documentSha256: string,
): { kind: 'signable'; envelope: Envelope; signer: Signer } | SignOutcome {
  if (found.kind !== 'found') return { kind: found.kind };
  const { signer, envelope } = found;
  if (signer.status === 'signed') return { kind: 'already-signed', signedAt: signer.signedAt! };
  if (documentSha256 !== envelope.documentSha256) return { kind: 'wrong-document' };
  return { kind: 'signable', envelope, signer };
}

/** The signature a signer who signed gave, as it is kept. */
const givenSignature = (signer: Signer): SignedSigner['signature'] =>
  signer.signatureKind === 'drawn'
    ? { kind: 'drawn', png: signer.signatureImage! }
    : { kind: 'typed', name: signer.signatureName ?? signer.name };

/** A signer as the signed copy stamps them, with the signature they give or gave. */
function stampedSigner(
  envelope: Envelope,
  signer: Signer,
  signature: SignedSigner['signature'],
  signedAt: Date,
): SignedSigner {
  const fields = envelope.signatureFields as SignatureField[];
  return {
    name: signer.name,
    email: signer.email,
    field: fields[signer.position]!,
    signedAt,
    signature,
  };
}

/**
 * Charter's own signing service (SIGNING_PROVIDER=local, decision 0050): envelopes, signers
 * and their audit events in the database, personal links that expire, mail through the
 * Mailer as durable jobs (the request, reminders 3 and 7 days on, the signed copy), and the
 * signed copy made here when the last signer signs.
 */
export class LocalSigning implements SigningProvider {
  readonly name = 'local';
  private readonly listeners = new Map<string, SigningListener>();

  constructor(
    private readonly deps: {
      db: Database;
      documents: DocumentStore;
      mailer: Mailer;
      jobs: JobEngine;
      links: SigningLinks;
    },
  ) {
    const { jobs } = deps;
    jobs.define(REQUEST_JOB, (payload) => this.sendRequest(payload));
    jobs.define(REMINDER_JOB, (payload, { now }) => this.remind(payload, now));
    jobs.define(COPY_JOB, (payload) => this.sendCopy(payload));
  }

  listen(productKey: ProductKey, listener: SigningListener): void {
    this.listeners.set(productKey, listener);
  }

  private listenerOf(envelope: Envelope): SigningListener {
    const listener = this.listeners.get(envelope.productKey);
    if (!listener) throw new Error(`Nothing listens to the signing of ${envelope.productKey}`);
    return listener;
  }

  async send(request: EnvelopeRequest, db: Database, at: Date): Promise<string> {
    const id = randomUUID();
    const sha256 = request.document.sha256;
    await db.insert(signingEnvelopes).values({
      id,
      individualId: request.individualId,
      businessId: request.businessId,
      productKey: request.productKey,
      title: request.title,
      businessName: request.businessName,
      documentId: request.document.id,
      documentSha256: sha256,
      signatureFields: request.signers.map((signer) => signer.field),
      sentBy: request.sentBy,
      provider: this.name,
      sentAt: at,
    });
    for (const [position, { name, email }] of request.signers.entries()) {
      const linkNonce = this.deps.links.newNonce();
      const [signer] = await db
        .insert(signingSigners)
        .values({
          envelopeId: id,
          position,
          name,
          email,
          linkNonce,
          tokenHash: tokenHash(this.deps.links.token(linkNonce)),
          linkExpiresAt: linkExpiry(at),
          sentAt: at,
        })
        .returning({ id: signingSigners.id });
      await this.record(db, { envelopeId: id, signerId: signer!.id, event: 'sent', at, sha256 });
      await this.scheduleRequest(db, signer!.id, linkNonce, at);
      await this.scheduleReminders(db, signer!.id, at);
    }
    return id;
  }

  async latestEnvelope(
    individualId: number,
    productKey: ProductKey,
  ): Promise<EnvelopeStatus | null> {
    const { db } = this.deps;
    const [envelope] = await db
      .select()
      .from(signingEnvelopes)
      .where(
        and(
          eq(signingEnvelopes.individualId, individualId),
          eq(signingEnvelopes.productKey, productKey),
        ),
      )
      .orderBy(desc(signingEnvelopes.sentAt))
      .limit(1);
    return envelope ? this.statusOf(envelope) : null;
  }

  /** An envelope as its owner's dashboard sees it, with where each signer stands now. */
  private async statusOf(envelope: Envelope): Promise<EnvelopeStatus> {
    const signers = await this.signersOf(this.deps.db, envelope.id);
    return {
      id: envelope.id,
      title: envelope.title,
      status: envelope.status === 'completed' ? 'completed' : 'sent',
      sentAt: envelope.sentAt,
      completedAt: envelope.completedAt,
      signedDocumentId: envelope.signedDocumentId,
      signers: signers.map((signer) => ({
        id: signer.id,
        name: signer.name,
        email: signer.email,
        state: signer.status as SignerState,
        sentAt: signer.sentAt,
        viewedAt: signer.viewedAt,
        signedAt: signer.signedAt,
      })),
    };
  }

  async resend(
    envelopeId: string,
    signerId: number,
    at: Date,
    by: RequestOrigin,
  ): Promise<ResendOutcome> {
    const outcome = await this.deps.db.transaction(async (tx): Promise<ResendOutcome> => {
      const [envelope] = await tx
        .select()
        .from(signingEnvelopes)
        .where(eq(signingEnvelopes.id, envelopeId));
      if (!envelope) return { kind: 'not-found' };
      await lockOwnerEnvelopes(tx, envelope.individualId);
      const [signer] = await tx
        .select()
        .from(signingSigners)
        .where(and(eq(signingSigners.id, signerId), eq(signingSigners.envelopeId, envelopeId)))
        .for('update');
      if (!signer) return { kind: 'not-found' };
      if (signer.status === 'signed') return { kind: 'already-signed' };
      const wait = await resendWait(tx, {
        individualId: envelope.individualId,
        lastSentAt: signer.sentAt,
        at,
      });
      if (wait) return { kind: 'limited', ...wait };
      await this.newLink(tx, envelope, signer.id, at, { event: 'resent', ...by });
      return { kind: 'sent' };
    });
    return outcome;
  }

  /**
   * Gives a signer a new link (the one before stops working), records why, and has it mailed
   * once the transaction is kept.
   */
  private async newLink(
    tx: Database,
    envelope: Envelope,
    signerId: number,
    at: Date,
    why: { event: 'resent' | 'returned'; ipAddress?: string; userAgent?: string | null },
  ): Promise<void> {
    const linkNonce = this.deps.links.newNonce();
    await tx
      .update(signingSigners)
      .set({
        linkNonce,
        tokenHash: tokenHash(this.deps.links.token(linkNonce)),
        linkExpiresAt: linkExpiry(at),
        sentAt: at,
      })
      .where(eq(signingSigners.id, signerId));
    await this.record(tx, {
      envelopeId: envelope.id,
      signerId,
      at,
      sha256: envelope.documentSha256,
      ...why,
    });
    await this.scheduleRequest(tx, signerId, linkNonce, at);
  }

  async returnUnstampableSignatures(envelopeId: string, at: Date): Promise<SignerStatus[]> {
    const { db } = this.deps;
    const [envelope] = await db
      .select()
      .from(signingEnvelopes)
      .where(eq(signingEnvelopes.id, envelopeId));
    if (!envelope || envelope.status === 'completed') return [];
    // Tried before the transaction: a drawing is decoded, and PGlite runs one at a time.
    const unstampable: number[] = [];
    for (const signer of await this.signersOf(db, envelopeId)) {
      if (signer.status !== 'signed') continue;
      const stamped = stampedSigner(envelope, signer, givenSignature(signer), signer.signedAt!);
      if (await stampingProblem(stamped)) unstampable.push(signer.id);
    }
    if (unstampable.length === 0) return [];
    const returned = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ status: signingEnvelopes.status })
        .from(signingEnvelopes)
        .where(eq(signingEnvelopes.id, envelopeId))
        .for('update');
      if (locked!.status === 'completed') return [];
      const cleared = await tx
        .update(signingSigners)
        .set({
          status: 'sent',
          viewedAt: null,
          signedAt: null,
          signatureKind: null,
          signatureName: null,
          signatureImage: null,
        })
        .where(and(inArray(signingSigners.id, unstampable), eq(signingSigners.status, 'signed')))
        .returning();
      for (const signer of cleared) {
        await this.newLink(tx, envelope, signer.id, at, { event: 'returned' });
        // Their reminders were cancelled when the signature was taken: as if asked anew.
        await this.scheduleReminders(tx, signer.id, at);
      }
      return cleared.map((signer) => signer.id);
    });
    const { signers } = await this.statusOf(envelope);
    return signers.filter((signer) => returned.includes(signer.id));
  }

  /** The signer and envelope a link's token belongs to, and whether the link still works. */
  async lookup(token: string, at: Date, db: Database = this.deps.db): Promise<LinkLookup> {
    const [found] = await db
      .select({ signer: signingSigners, envelope: signingEnvelopes })
      .from(signingSigners)
      .innerJoin(signingEnvelopes, eq(signingEnvelopes.id, signingSigners.envelopeId))
      .where(eq(signingSigners.tokenHash, tokenHash(token)));
    if (!found) return { kind: 'not-found' };
    return { kind: isExpired(found.signer, at) ? 'expired' : 'found', ...found };
  }

  /** What a signer's page shows. */
  async view(envelope: Envelope, signer: Signer): Promise<SigningRequestView> {
    const signers = await this.signersOf(this.deps.db, envelope.id);
    return {
      title: envelope.title,
      business_name: envelope.businessName,
      sent_by: envelope.sentBy,
      signer: {
        name: signer.name,
        email: signer.email,
        state: signer.status as SignerState,
        signed_at: signer.signedAt?.toISOString() ?? null,
      },
      document_sha256: envelope.documentSha256,
      expires_at: signer.linkExpiresAt.toISOString(),
      signed_count: signers.filter((other) => other.status === 'signed').length,
      signer_count: signers.length,
    };
  }

  /** The document as sent, which every signer reads and signs. */
  async document(envelope: Envelope): Promise<Uint8Array> {
    const stored = await this.deps.documents.find(envelope.documentId, envelope.individualId);
    if (!stored) throw new Error(`The document of envelope ${envelope.id} is missing`);
    return stored.content;
  }

  /** Records that a signer opened the document (the first time for each link). */
  async viewed(signer: Signer, envelope: Envelope, at: Date, by: RequestOrigin): Promise<void> {
    if (signer.status !== 'sent') return;
    await this.deps.db.transaction(async (tx) => {
      const changed = await tx
        .update(signingSigners)
        .set({ status: 'viewed', viewedAt: at })
        .where(and(eq(signingSigners.id, signer.id), eq(signingSigners.status, 'sent')))
        .returning({ id: signingSigners.id });
      if (changed.length === 0) return;
      await this.record(tx, {
        envelopeId: envelope.id,
        signerId: signer.id,
        event: 'viewed',
        at,
        sha256: envelope.documentSha256,
        ...by,
      });
    });
  }

  /**
   * Signs for the link's signer, once. The link's state comes first (unknown, expired, signed
   * already, another document: nothing of the signature is read), then the signature itself
   * (stampingProblem); the envelope is then locked and the state checked again, so two last
   * signatures at once complete it once. The last signature makes the signed copy and hands it
   * to the product.
   */
  async sign(
    token: string,
    body: ConsentedSignBody,
    at: Date,
    by: RequestOrigin,
  ): Promise<SignOutcome> {
    const found = signable(await this.lookup(token, at), body.document_sha256);
    if (found.kind !== 'signable') return found;
    const signature = keptSignature(body.signature);
    if (typeof signature === 'string') return { kind: 'invalid-signature', message: signature };
    const problem = await stampingProblem(
      stampedSigner(found.envelope, found.signer, signature, at),
    );
    if (problem) return { kind: 'invalid-signature', message: problem };
    // Read before the transaction: embedded PGlite runs one transaction at a time, and the
    // store reads outside it.
    const draft = await this.document(found.envelope);
    const outcome = await this.deps.db.transaction(async (tx): Promise<SignOutcome> => {
      const [envelope] = await tx
        .select()
        .from(signingEnvelopes)
        .where(eq(signingEnvelopes.id, found.envelope.id))
        .for('update');
      const current = signable(await this.lookup(token, at, tx), body.document_sha256);
      if (current.kind !== 'signable') return current;
      const { signer } = current;
      await tx
        .update(signingSigners)
        .set({
          status: 'signed',
          signedAt: at,
          viewedAt: signer.viewedAt ?? at,
          signatureKind: signature.kind,
          signatureName: signature.kind === 'typed' ? signature.name : null,
          signatureImage: signature.kind === 'drawn' ? signature.png : null,
        })
        .where(eq(signingSigners.id, signer.id));
      await this.record(tx, {
        envelopeId: envelope!.id,
        signerId: signer.id,
        event: 'signed',
        at,
        sha256: body.document_sha256,
        ...by,
      });
      for (const days of SIGNING_REMINDER_DAYS) {
        await this.deps.jobs.cancel(REMINDER_JOB, reminderKey(signer.id, days), tx);
      }
      const listener = this.listenerOf(envelope!);
      await listener.signed(envelope!, tx, at);
      const unsigned = await tx
        .select({ id: signingSigners.id })
        .from(signingSigners)
        .where(
          and(eq(signingSigners.envelopeId, envelope!.id), ne(signingSigners.status, 'signed')),
        );
      if (unsigned.length === 0) await this.complete(tx, envelope!, draft, listener, at);
      return { kind: 'signed', signedAt: at, completed: unsigned.length === 0 };
    });
    return outcome;
  }

  /** The last signature: the signed copy and audit trail, kept by the product, sent to all. */
  private async complete(
    tx: Database,
    envelope: Envelope,
    draft: Uint8Array,
    listener: SigningListener,
    at: Date,
  ): Promise<void> {
    const sha256 = envelope.documentSha256;
    await this.record(tx, {
      envelopeId: envelope.id,
      signerId: null,
      event: 'completed',
      at,
      sha256,
    });
    const signers = await this.signersOf(tx, envelope.id);
    const signed = signers.map((signer) =>
      stampedSigner(envelope, signer, givenSignature(signer), signer.signedAt!),
    );
    const files = await signedDocument(draft, {
      id: envelope.id,
      title: envelope.title,
      sentBy: envelope.sentBy,
      sentAt: envelope.sentAt,
      completedAt: at,
      documentSha256: sha256,
      signers: signed,
      events: await this.auditEvents(tx, envelope.id, signers),
    });
    const kept = await listener.completed(envelope, files, tx, at);
    await tx
      .update(signingEnvelopes)
      .set({
        status: 'completed',
        completedAt: at,
        signedDocumentId: kept.signed.id,
        auditDocumentId: kept.auditTrail.id,
      })
      .where(eq(signingEnvelopes.id, envelope.id));
    for (const signer of signers) {
      await this.deps.jobs.schedule(
        {
          kind: COPY_JOB,
          key: `${COPY_JOB}:${envelope.id}:${signer.id}`,
          runAt: at,
          payload: { signerId: signer.id },
        },
        tx,
      );
    }
  }

  private async auditEvents(
    db: Database,
    envelopeId: string,
    signers: readonly Signer[],
  ): Promise<AuditEvent[]> {
    const rows = await db
      .select()
      .from(signingEvents)
      .where(eq(signingEvents.envelopeId, envelopeId))
      .orderBy(asc(signingEvents.id));
    const byId = new Map(signers.map((signer) => [signer.id, signer]));
    return rows.map((row) => {
      const signer = row.signerId === null ? undefined : byId.get(row.signerId);
      return {
        at: row.at,
        event: row.event,
        signer: signer ? { name: signer.name, email: signer.email } : null,
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        documentSha256: row.documentSha256,
      };
    });
  }

  private signersOf(db: Database, envelopeId: string): Promise<Signer[]> {
    return db
      .select()
      .from(signingSigners)
      .where(eq(signingSigners.envelopeId, envelopeId))
      .orderBy(asc(signingSigners.position));
  }

  private record(
    db: Database,
    event: {
      envelopeId: string;
      signerId: number | null;
      event: string;
      at: Date;
      sha256: string;
      ipAddress?: string;
      userAgent?: string | null;
    },
  ) {
    // Counted as recorded: an event whose transaction is then undone still counts (rare).
    metrics.signingEvents.inc({ event: event.event });
    return db.insert(signingEvents).values({
      envelopeId: event.envelopeId,
      signerId: event.signerId,
      event: event.event,
      at: event.at,
      ipAddress: event.ipAddress ?? null,
      userAgent: event.userAgent ?? null,
      documentSha256: event.sha256,
    });
  }

  /** The request mail of a link, sent once the transaction that made the link is kept. */
  private scheduleRequest(db: Database, signerId: number, linkNonce: string, at: Date) {
    return this.deps.jobs.schedule(
      {
        kind: REQUEST_JOB,
        key: `${REQUEST_JOB}:${signerId}:${linkNonce}`,
        runAt: at,
        payload: { signerId, linkNonce },
      },
      db,
    );
  }

  /**
   * The reminders of a request sent at `at` (SIGNING_REMINDER_DAYS on); a reminder that has
   * already gone to this signer is not sent again.
   */
  private async scheduleReminders(db: Database, signerId: number, at: Date): Promise<void> {
    for (const days of SIGNING_REMINDER_DAYS) {
      await this.deps.jobs.schedule(
        {
          kind: REMINDER_JOB,
          key: reminderKey(signerId, days),
          runAt: new Date(at.getTime() + days * DAY_MS),
          payload: { signerId },
        },
        db,
      );
    }
  }

  /** A signer with their envelope, for a job; null when either is gone. */
  private async signerWithEnvelope(signerId: unknown) {
    if (typeof signerId !== 'number') return null;
    const [found] = await this.deps.db
      .select({ signer: signingSigners, envelope: signingEnvelopes })
      .from(signingSigners)
      .innerJoin(signingEnvelopes, eq(signingEnvelopes.id, signingSigners.envelopeId))
      .where(eq(signingSigners.id, signerId));
    return found ?? null;
  }

  private mailContext(envelope: Envelope, signer: Signer): SigningMailContext {
    return {
      title: envelope.title,
      businessName: envelope.businessName,
      sentBy: envelope.sentBy,
      signer: { name: signer.name, email: signer.email },
    };
  }

  /** Job: the request with a link, unless a newer link replaced it or the signer has signed. */
  private async sendRequest(payload: Record<string, unknown>): Promise<void> {
    const found = await this.signerWithEnvelope(payload.signerId);
    if (!found || found.signer.linkNonce !== payload.linkNonce) return;
    if (found.signer.status === 'signed') return;
    const { signer, envelope } = found;
    await this.deps.mailer.send(
      signingRequestMail(this.mailContext(envelope, signer), {
        url: this.deps.links.url(signer.linkNonce),
        expiresAt: signer.linkExpiresAt,
      }),
    );
  }

  /** Job: a reminder, to a signer who has not signed and whose link still works. */
  private async remind(payload: Record<string, unknown>, at: Date): Promise<void> {
    const found = await this.signerWithEnvelope(payload.signerId);
    if (!found || found.signer.status === 'signed' || isExpired(found.signer, at)) return;
    const { signer, envelope } = found;
    await this.deps.mailer.send(
      signingReminderMail(this.mailContext(envelope, signer), {
        url: this.deps.links.url(signer.linkNonce),
        expiresAt: signer.linkExpiresAt,
      }),
    );
    await this.record(this.deps.db, {
      envelopeId: envelope.id,
      signerId: signer.id,
      event: 'reminded',
      at,
      sha256: envelope.documentSha256,
    });
  }

  /** Job: the signed copy, attached, to one signer. */
  private async sendCopy(payload: Record<string, unknown>): Promise<void> {
    const found = await this.signerWithEnvelope(payload.signerId);
    const signedDocumentId = found?.envelope.signedDocumentId;
    if (!found || !signedDocumentId) return;
    const { signer, envelope } = found;
    const signed = await this.deps.documents.find(signedDocumentId, envelope.individualId);
    if (!signed) throw new Error(`The signed copy of envelope ${envelope.id} is missing`);
    await this.deps.mailer.send(
      signedCopyMail(this.mailContext(envelope, signer), {
        fileName: signed.fileName,
        content: signed.content,
        completedAt: envelope.completedAt!,
      }),
    );
  }
}
