import type { Database } from '../db/database';
import type { DocumentStore } from '../documents/document-store';
import type { Mailer } from '../mail/mailer';
import type { SigningProvider } from '../signing/signing-provider';
import {
  attachOwnerDocument,
  listJobs,
  listOwners,
  OpsError,
  recordOwnerEin,
  resetOwnerSignatures,
  retryDeadLetter,
  setOwnerServiceStatus,
  type AttachDocumentRequest,
  type DeadLetterRetry,
  type DocumentAttachment,
  type EinRecorded,
  type JobsOverview,
  type OwnerSummary,
  type SignaturesReset,
  type StatusChange,
} from './ops-commands';
import type { JobEngine } from '../jobs/job-engine';
import type { AnswerCipher } from '../security/answer-encryption';
import type { RecordEinRequest, SetStatusRequest, SignaturesResetRequest } from './ops-requests';
import type { RenewalRound } from '../checkout/renewals';
import type {
  SupportRequestDetail,
  SupportRequestRow,
  SupportRequests,
} from '../support/support-requests';
import {
  closeSupportRequest,
  listSupportRequests,
  replyToSupportRequest,
  showSupportRequest,
  type SupportReplyRequest,
} from './ops-support-requests';

/** Where the back-office commands run: on a database opened here, or on the running server. */
export interface OpsBackend {
  owners(): Promise<OwnerSummary[]>;
  setStatus(request: SetStatusRequest): Promise<StatusChange>;
  attachDocument(request: AttachDocumentRequest): Promise<DocumentAttachment>;
  recordEin(request: RecordEinRequest): Promise<EinRecorded>;
  resetSignatures(request: SignaturesResetRequest): Promise<SignaturesReset>;
  jobs(): Promise<JobsOverview>;
  retryDeadLetter(id: string): Promise<DeadLetterRetry>;
  supportRequests(which: 'open' | 'all'): Promise<SupportRequestRow[]>;
  supportRequest(id: number): Promise<SupportRequestDetail>;
  replyToSupportRequest(request: SupportReplyRequest): Promise<SupportRequestDetail>;
  closeSupportRequest(id: number): Promise<SupportRequestDetail>;
  /** A renewals round now, or as of a day (a demo server only; decision 0088). */
  renewals(asOf: string | null): Promise<RenewalRound>;
}

/** Where the commands keep documents and send mail, and the URL their links start with. */
export interface DeliveryServices {
  documents: DocumentStore;
  mailer: Mailer;
  /** PUBLIC_URL. */
  publicUrl: string;
}

/** What the commands use besides the database, as a server has them. */
export type OpsServices = DeliveryServices & {
  signing: SigningProvider;
  jobs: JobEngine;
  supportRequests: SupportRequests;
  /** Seals the EINs `set-ein` records, as sensitive answers are sealed. */
  cipher: AnswerCipher;
};

/** The commands on a database opened here, keeping documents and sending mail as a server does. */
export function databaseBackend(db: Database, services: OpsServices): OpsBackend {
  return {
    owners: () => listOwners(db),
    setStatus: (request) => setOwnerServiceStatus(services.jobs, db, request, new Date()),
    attachDocument: (request) => attachOwnerDocument(db, services, request, new Date()),
    recordEin: (request) => recordOwnerEin(services.jobs, db, services.cipher, request, new Date()),
    resetSignatures: (request) => resetOwnerSignatures(db, services.signing, request, new Date()),
    jobs: () => listJobs(services.jobs),
    retryDeadLetter: (id) => retryDeadLetter(services.jobs, id),
    supportRequests: (which) => listSupportRequests(services.supportRequests, which),
    supportRequest: (id) => showSupportRequest(services.supportRequests, id),
    replyToSupportRequest: (request) =>
      replyToSupportRequest(services.supportRequests, request, new Date()),
    closeSupportRequest: (id) => closeSupportRequest(services.supportRequests, id, new Date()),
    // Charging needs the payment provider the server reaches (the embedded sandbox is inside it).
    renewals: () =>
      Promise.reject(
        new OpsError(
          'Renewals are charged by a running Charter server (every hour): start it (npm start), then run this again.',
        ),
      ),
  };
}

/** The running server's /ops endpoint (server/ops/ops-routes.ts), as DATA_DIR names it. */
export function serverBackend(baseUrl: string, token: string): OpsBackend {
  const call = async <T>(path: string, body?: object): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/ops${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new OpsError(
        `The Charter server holding the data directory does not answer at ${baseUrl} ` +
          `(${String(reason)}). If it is still starting, try again in a moment.`,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok) {
      throw new OpsError(answer.message ?? `The server answered ${response.status}`);
    }
    return answer as T;
  };
  return {
    owners: async () => (await call<{ owners: OwnerSummary[] }>('/v1/owners')).owners,
    setStatus: (request) => call<StatusChange>('/v1/service-status', request),
    // The file travels as base64 in JSON, like every other /ops body.
    attachDocument: ({ content, fileName, fileNumber, effectiveDate, ...request }) =>
      call<DocumentAttachment>('/v1/documents', {
        ...request,
        file_name: fileName,
        file_number: fileNumber,
        effective_date: effectiveDate,
        content_base64: Buffer.from(content).toString('base64'),
      }),
    recordEin: (request) => call<EinRecorded>('/v1/ein', request),
    resetSignatures: (request) => call<SignaturesReset>('/v1/signature-resets', request),
    jobs: () => call<JobsOverview>('/v1/jobs'),
    retryDeadLetter: (id) => call<DeadLetterRetry>('/v1/dead-letter-retries', { id }),
    supportRequests: async (which) =>
      (
        await call<{ requests: SupportRequestRow[] }>(
          `/v1/support-requests${which === 'all' ? '?status=all' : ''}`,
        )
      ).requests,
    supportRequest: (id) => call<SupportRequestDetail>(`/v1/support-requests/${id}`),
    replyToSupportRequest: ({ request_id: id, text }) =>
      call<SupportRequestDetail>(`/v1/support-requests/${id}/replies`, { text }),
    closeSupportRequest: (id) => call<SupportRequestDetail>(`/v1/support-requests/${id}/close`, {}),
    renewals: (asOf) => call<RenewalRound>('/v1/renewal-rounds', asOf ? { as_of: asOf } : {}),
  };
}
