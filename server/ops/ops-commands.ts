import { basename } from 'node:path';
import { asc } from 'drizzle-orm';
import { OPERATING_AGREEMENT_FLOW } from '../../src/domain/flows/operating-agreement-flow';
import {
  productKeyOfServiceName,
  SERVICE_NAMES,
  serviceNameOf,
} from '../../src/domain/services/service-names';
import {
  allowedStatuses,
  isAllowedStatus,
  normalizeServiceStatus,
} from '../../src/domain/services/service-statuses';
import type { Database } from '../db/database';
import { checkFile, type FileRefused, type FileRule } from '../files/file-check';
import { accounts } from '../db/schema';
import { AccountService } from '../services/accounts';
import type { ServerServiceStatus } from '../../src/domain/services/service-statuses';
import { PRODUCTS } from '../products';
import { activeEffects } from '../services/product-plugin';
import {
  changeServiceStatus,
  latestOrders,
  serviceStatusOf,
  StatusChangeRefused,
} from '../services/service-statuses';
import type { JobEngine } from '../jobs/job-engine';
import type { SigningProvider } from '../signing/signing-provider';
import type { RecordEinRequest, SetStatusRequest, SignaturesResetRequest } from './ops-requests';
import { checkEin, einLastFour, maskedEin } from '../../src/domain/ein/ein-number';
import { EIN_FLOW } from '../../src/domain/flows/ein-flow';
import type { AnswerCipher } from '../security/answer-encryption';
import { recordBusinessEin } from '../services/business-ein';
import { findOwnerBusiness } from '../services/businesses';
import type { DocumentStore } from '../documents/document-store';
import {
  attachReturnedDocument,
  returnedDocumentKinds,
  ReturnedDocumentRefused,
} from '../services/returned-documents';

/** A refusal the operator can act on: its message says what was wrong and what is allowed. */
export class OpsError extends Error {}

/** One owner as `npm run ops -- owners` lists them. */
export interface OwnerSummary {
  individual_id: number;
  email: string;
  first_name: string;
  last_name: string;
  tier: string | null;
  services: ServerServiceStatus[];
}

/** Every owner, by individual id, with each service's status (its latest order's) by name. */
export async function listOwners(db: Database): Promise<OwnerSummary[]> {
  const owners = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      tier: accounts.tier,
    })
    .from(accounts)
    .orderBy(asc(accounts.id));
  const services = await latestOrdersOfAll(db);
  return owners.map((row) => ({
    individual_id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    tier: row.tier,
    services: services.get(row.id) ?? [],
  }));
}

/** Each owner's latest order of each service, by owner, in service order. */
async function latestOrdersOfAll(db: Database): Promise<Map<number, ServerServiceStatus[]>> {
  const byOwner = new Map<number, ServerServiceStatus[]>();
  for (const order of await latestOrders(db)) {
    const list = byOwner.get(order.individualId) ?? [];
    list.push({
      service: order.service,
      status: order.status,
      updated_at: order.updatedAt.toISOString(),
    });
    byOwner.set(order.individualId, list);
  }
  return byOwner;
}

export interface StatusChange {
  individual_id: number;
  email: string;
  service: string;
  status: string;
  /** null: the owner did not have the service before. */
  previous: string | null;
  /** llc-formation: the owner's business, whose status followed; null when none is filed. */
  business_id: number | null;
}

async function findOwner(db: Database, reference: string) {
  const owners = new AccountService(db);
  const trimmed = reference.trim();
  if (/^\d+$/.test(trimmed)) {
    const owner = await owners.findById(Number(trimmed));
    if (!owner) throw new OpsError(`No owner with individual id ${trimmed}`);
    return owner;
  }
  if (trimmed.includes('@')) {
    const owner = await owners.findByEmail(trimmed);
    if (!owner) throw new OpsError(`No owner with email ${trimmed}`);
    return owner;
  }
  throw new OpsError(`"${reference}" is neither an individual id nor an email`);
}

/** IN_PROGRESS, in_progress and in-progress all name IN_PROGRESS. */
function normaliseStatus(status: string): string {
  return normalizeServiceStatus(status).replace(/-/g, '_');
}

/** A product key or service name as the operator typed it, as a product key. */
function productKeyOf(service: string) {
  const productKey = productKeyOfServiceName(service);
  if (productKey === null) {
    throw new OpsError(
      `Unknown service "${service}". Services (or their product keys, e.g. ` +
        `EIN_APPLICATION): ${SERVICE_NAMES.join(', ')}`,
    );
  }
  return productKey;
}

/** What the back office is told when it rejects without saying why. */
export const REJECTION_NEEDS_REASON =
  'A rejection needs its reason, which the owner reads: add --reason "what the state or the IRS said".';

/**
 * Sets one owner's status for one service, as the back office moves an order on. The
 * status must be one of the service's (src/domain/services/service-statuses.ts). REJECTED
 * carries the reason the owner reads (decision 0090), and only REJECTED does.
 */
export async function setOwnerServiceStatus(
  jobs: JobEngine,
  db: Database,
  request: SetStatusRequest,
  now: Date,
): Promise<StatusChange> {
  const owner = await findOwner(db, request.owner);
  const service = serviceNameOf(productKeyOf(request.service));
  const status = normaliseStatus(request.status);
  if (!isAllowedStatus(service, status)) {
    throw new OpsError(
      `"${request.status}" is not a status of ${service}. ` +
        `Allowed: ${allowedStatuses(service).join(', ')}`,
    );
  }
  const reason = request.reason?.trim() || null;
  if (status === 'REJECTED' && reason === null) throw new OpsError(REJECTION_NEEDS_REASON);
  if (status !== 'REJECTED' && reason !== null) {
    throw new OpsError('Only a rejection carries a reason: leave out --reason.');
  }
  const change = await changeServiceStatus(
    jobs,
    db,
    activeEffects(PRODUCTS),
    owner.id,
    service,
    status,
    now,
    reason,
  ).catch((error: unknown) => {
    // The back office reads why, as with any refusal of its own (the status is unchanged).
    throw error instanceof StatusChangeRefused ? new OpsError(error.message) : error;
  });
  return {
    individual_id: owner.id,
    email: owner.email,
    service,
    status,
    previous: change.previous,
    business_id: change.businessId,
  };
}

export interface EinRecorded {
  individual_id: number;
  email: string;
  business_id: number;
  /** The EIN as recorded, masked: the number itself is never answered or printed. */
  ein_masked: string;
  /** The masked EIN this one replaced; null when none was recorded before. */
  replaced: string | null;
  /** ein-application's status before; it is now ACTIVE. */
  previous: string;
}

/** The EIN application: the service whose ACTIVE means the IRS assigned the number. */
const EIN_SERVICE = serviceNameOf(EIN_FLOW.submission.productKey);

/**
 * Records the EIN the IRS assigned to an owner's business (issue 30, point 4; decision 0087):
 * sealed on the business, and the EIN application moved to ACTIVE in the same transaction (the
 * owner is told as for any status change). Refused, nothing changed, when the number breaks
 * the IRS's rule (the refusal never repeats it), when the owner has not bought the EIN
 * application or has no business on file. Recording again replaces the number (a correction).
 */
export async function recordOwnerEin(
  jobs: JobEngine,
  db: Database,
  cipher: AnswerCipher,
  request: RecordEinRequest,
  now: Date,
): Promise<EinRecorded> {
  const owner = await findOwner(db, request.owner);
  const check = checkEin(request.ein);
  if (!check.ok) throw new OpsError(`${check.message} Nothing was recorded.`);
  const previous = await serviceStatusOf(db, owner.id, EIN_SERVICE);
  if (previous === undefined) {
    throw new OpsError(`${owner.email} has not bought ${EIN_SERVICE}: nothing was recorded`);
  }
  const business = await findOwnerBusiness(db, owner.id);
  if (!business) {
    throw new OpsError(
      `${owner.email} has no business on file (their formation is not filed): an EIN is ` +
        'recorded on the business, nothing was recorded',
    );
  }
  const { replaced } = await db.transaction(async (tx) => {
    const recorded = await recordBusinessEin(tx, cipher, business.id, check.ein, now);
    await changeServiceStatus(
      jobs,
      tx,
      activeEffects(PRODUCTS),
      owner.id,
      EIN_SERVICE,
      'ACTIVE',
      now,
    );
    return recorded;
  });
  return {
    individual_id: owner.id,
    email: owner.email,
    business_id: business.id,
    ein_masked: maskedEin(einLastFour(check.ein)),
    replaced,
    previous,
  };
}

/** The largest document the back office attaches (a state's certificate is a few hundred KB). */
export const MAX_ATTACHED_BYTES = 10 * 1024 * 1024;

export interface AttachDocumentRequest {
  /** An individual id (7) or an email. */
  owner: string;
  /** A product key (CERT_GOOD_STANDING) or a service name (cert-good-standing). */
  service: string;
  /** The file's name as the operator gave it; kept without its folders. */
  fileName: string;
  content: Uint8Array;
  /** The formation's filed articles: the state's file number and effective date (YYYY-MM-DD). */
  fileNumber?: string;
  effectiveDate?: string;
}

export interface DocumentAttachment {
  individual_id: number;
  email: string;
  service: string;
  document_id: number;
  title: string;
  file_name: string;
  /** The order it came back for. */
  order_id: number;
  /** The order's status before; it is now ACTIVE. */
  previous: string;
  /** The formation's file number and effective date, now on the business record. */
  state_filing: { file_number: string; effective_date: string } | null;
}

/** What the back office attaches: a PDF a reader opens, within the size limit. */
const ATTACHED_DOCUMENT: FileRule = { type: 'pdf', maxBytes: MAX_ATTACHED_BYTES };

/** Why the operator's file cannot be attached, as the command says it. */
function attachRefusal(fileName: string, { refusal, detail }: FileRefused): string {
  switch (refusal) {
    case 'too-large':
      return `${fileName} is larger than ${MAX_ATTACHED_BYTES / 2 ** 20} MB`;
    case 'wrong-type':
    case 'damaged':
      return `${fileName} is not a PDF: only a PDF can be attached`;
    case 'unsupported':
    case 'over-budget':
      return `${fileName} cannot be attached: ${detail}`;
  }
}

/** The services whose orders bring a document back, by service name. */
const RETURNED_DOCUMENTS = returnedDocumentKinds(PRODUCTS);

/** The state's file number and effective date, when the operator gave either. */
function stateFilingOf({ fileNumber, effectiveDate }: AttachDocumentRequest) {
  if (fileNumber === undefined && effectiveDate === undefined) return null;
  return { fileNumber: fileNumber?.trim() ?? '', effectiveDate: effectiveDate?.trim() ?? '' };
}

/**
 * Attaches the document the state or the IRS sent back for an owner's order (decision 0091):
 * checked (a PDF within the size limit), kept on its service's shelf under the owner's latest
 * order of it, the order moved to ACTIVE with what that does, the owner mailed
 * (server/services/returned-documents.ts). The formation's filed articles bring the state's
 * file number and effective date, which the business record keeps.
 */
export async function attachOwnerDocument(
  db: Database,
  services: { documents: DocumentStore; jobs: JobEngine },
  request: AttachDocumentRequest,
  now: Date,
): Promise<DocumentAttachment> {
  const owner = await findOwner(db, request.owner);
  const service = serviceNameOf(productKeyOf(request.service));
  const kind = RETURNED_DOCUMENTS.get(service);
  if (!kind) {
    throw new OpsError(
      `Nothing comes back for ${service} to attach. Documents are attached to: ` +
        `${[...RETURNED_DOCUMENTS.keys()].join(', ')}`,
    );
  }
  const fileName = basename(request.fileName.replace(/\\/g, '/')).trim();
  if (fileName === '') throw new OpsError('The document needs a file name');
  const verdict = await checkFile(request.content, ATTACHED_DOCUMENT);
  if (!verdict.ok) throw new OpsError(attachRefusal(fileName, verdict));
  const filing = stateFilingOf(request);
  const attached = await attachReturnedDocument(
    db,
    { ...services, whenActive: activeEffects(PRODUCTS) },
    kind,
    { individualId: owner.id, name: owner.email },
    { fileName, content: request.content, specimen: false },
    filing,
    now,
  ).catch((error: unknown) => {
    const refused =
      error instanceof ReturnedDocumentRefused || error instanceof StatusChangeRefused;
    throw refused ? new OpsError((error as Error).message) : error;
  });
  return {
    individual_id: owner.id,
    email: owner.email,
    service,
    document_id: attached.document.id,
    title: attached.document.title,
    file_name: attached.document.fileName,
    order_id: attached.orderId,
    previous: attached.previous,
    state_filing: filing && {
      file_number: filing.fileNumber,
      effective_date: filing.effectiveDate,
    },
  };
}

/** The only signed service: its envelopes are the ones `reset-signatures` looks at. */
const SIGNED_PRODUCT = OPERATING_AGREEMENT_FLOW.submission.productKey;

export interface SignaturesReset {
  individual_id: number;
  email: string;
  envelope_id: string;
  /** How many of its signers have signed, after the reset, of how many. */
  signed: number;
  signers: number;
  /** The members whose signature could not be drawn: unsigned again, each mailed a new link. */
  returned: Array<{ name: string; email: string }>;
}

/**
 * Unblocks an owner's operating agreement that a kept signature stops from completing (one
 * taken before signatures were tried on the document, decision 0055): each member whose
 * signature cannot be drawn is returned to unsigned with a new link by mail, and the others'
 * signatures stay. When none is stuck, nothing changes and `returned` is empty.
 */
export async function resetOwnerSignatures(
  db: Database,
  signing: SigningProvider,
  request: SignaturesResetRequest,
  now: Date,
): Promise<SignaturesReset> {
  const owner = await findOwner(db, request.owner);
  const envelope = await signing.latestEnvelope(owner.id, SIGNED_PRODUCT);
  if (!envelope) {
    throw new OpsError(`${owner.email} has not sent an operating agreement for signature`);
  }
  if (envelope.status === 'completed') {
    throw new OpsError(
      `The operating agreement of ${owner.email} was completed on ` +
        `${envelope.completedAt!.toISOString().slice(0, 10)}: its signatures are final`,
    );
  }
  const returned = await signing.returnUnstampableSignatures(envelope.id, now);
  const after = await signing.latestEnvelope(owner.id, SIGNED_PRODUCT);
  return {
    individual_id: owner.id,
    email: owner.email,
    envelope_id: envelope.id,
    signed: after!.signers.filter((signer) => signer.state === 'signed').length,
    signers: after!.signers.length,
    returned: returned.map(({ name, email }) => ({ name, email })),
  };
}

/** One queue (a kind of job) as `npm run ops -- jobs` lists it: its jobs by state. */
export interface QueueSummary {
  kind: string;
  /** Not run yet, or waiting for another attempt. */
  waiting: number;
  running: number;
  done: number;
  /** Attempts spent (each is also a dead letter, until retried). */
  failed: number;
}

/** A job whose attempts were spent, kept in its kind's dead letters until retried. */
export interface DeadLetter {
  id: string;
  kind: string;
  /** When it landed in the dead letters. */
  dead_since: string;
  payload: Record<string, unknown>;
  /** Why its last attempt failed; null when pg-boss kept no message. */
  last_error: string | null;
}

export interface JobsOverview {
  queues: QueueSummary[];
  dead_letters: DeadLetter[];
}

/** Every queue with its jobs by state, and every dead letter, oldest first. */
export async function listJobs(jobs: JobEngine): Promise<JobsOverview> {
  const counts = await jobs.backOffice.stateCounts();
  const count = (kind: string, ...states: string[]) =>
    counts
      .filter((row) => row.queue === kind && states.includes(row.state))
      .reduce((sum, row) => sum + row.count, 0);
  const queues = (await jobs.backOffice.queueKinds()).map((kind) => ({
    kind,
    waiting: count(kind, 'created', 'retry'),
    running: count(kind, 'active'),
    done: count(kind, 'completed'),
    failed: count(kind, 'failed'),
  }));
  const deadLetters = (await jobs.backOffice.deadLetters()).map((letter) => ({
    id: letter.id,
    kind: letter.kind,
    dead_since: letter.deadSince.toISOString(),
    payload: letter.payload,
    last_error: letter.lastError,
  }));
  return { queues, dead_letters: deadLetters };
}

export interface DeadLetterRetry {
  id: string;
  kind: string;
}

/** Puts one dead letter back in its kind's queue, with a new round of attempts. */
export async function retryDeadLetter(jobs: JobEngine, id: string): Promise<DeadLetterRetry> {
  const kind = await jobs.backOffice.redrive(id);
  if (kind === null) {
    throw new OpsError(
      `No dead letter with id ${id}: \`npm run ops -- jobs\` lists the dead letters and their ids`,
    );
  }
  return { id, kind };
}
