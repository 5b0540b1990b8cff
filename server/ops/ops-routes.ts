import { createHash, timingSafeEqual } from 'node:crypto';
import { schemaTyped } from '../http/schema-typed-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { JobEngine } from '../jobs/job-engine';
import { renewalDay, type RenewalService } from '../checkout/renewals';
import { isIsoDate } from '../../src/domain/estimates/calendar-date';
import { keepOutOfDocument } from '../api/openapi-document';
import { bearerCredential } from '../http/bearer-credential';
import { openObject } from '../http/response-schemas';
import type { DeliveryServices } from './ops-backends';
import type { SigningProvider } from '../signing/signing-provider';
import {
  attachOwnerDocument,
  listJobs,
  listOwners,
  MAX_ATTACHED_BYTES,
  OpsError,
  recordOwnerEin,
  resetOwnerSignatures,
  retryDeadLetter,
  setOwnerServiceStatus,
} from './ops-commands';
import { operatorText, recordEinBody, setStatusBody, signaturesResetBody } from './ops-requests';
import type { AnswerCipher } from '../security/answer-encryption';
import type { SupportRequests } from '../support/support-requests';
import {
  closeSupportRequest,
  listSupportRequests,
  replyToSupportRequest,
  showSupportRequest,
  supportReplyBody,
} from './ops-support-requests';

interface OpsRoutesOptions {
  db: Database;
  /** Made by the server at start and left in DATA_DIR for `npm run ops` only. */
  token: string;
  /** Where attached documents are kept and how their owners are told. */
  delivery: DeliveryServices;
  /** The e-signature service whose stuck envelopes `reset-signatures` unblocks. */
  signing: SigningProvider;
  /**
   * Where a status change schedules what it starts (the owner's compliance reminders), and whose
   * queues and dead letters `jobs` shows.
   */
  jobs: JobEngine;
  /** The support requests `requests` lists, shows, answers and closes. */
  supportRequests: SupportRequests;
  /** Seals the EINs `set-ein` records. */
  cipher: AnswerCipher;
  /** The renewals' rounds; `asOf` whether a round may run as of another day (a demo server). */
  renewals: { service: RenewalService; asOf: boolean };
}

const requestIdParams = {
  type: 'object',
  properties: { request_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['request_id'],
} as const;

const supportRequestAnswer = openObject(
  'SupportRequestDetail (server/support/support-requests.ts)',
);

/** The base64 text of the largest document attached, and room for the JSON around it. */
const MAX_BASE64_LENGTH = Math.ceil(MAX_ATTACHED_BYTES / 3) * 4;

const digest = (value: string) => createHash('sha256').update(value).digest();

function fromThisMachine(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.raw.socket;
  if (!remoteAddress) return false;
  const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(remoteAddress);
  return loopback || remoteAddress === localAddress;
}

/** A command's answer, or its refusal as 422 { message } (the CLI prints the message). */
async function commandAnswer<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof OpsError) return reply.code(422).send({ message: error.message });
    throw error;
  }
}

/**
 * The back office's way into a running server (mounted at /ops on embedded PGlite, which only
 * the server process may open): `npm run ops` runs its commands here. Only from this machine,
 * with the secret the server left in DATA_DIR. Not in the public API document (decision 0057):
 * its only client is the CLI (ops-backends.ts), and these lines are its description.
 *   GET  /ops/v1/owners          { owners: OwnerSummary[] }
 *   POST /ops/v1/service-status  { owner, service, status } → StatusChange, or 422 { message }
 *   POST /ops/v1/documents       { owner, service, file_name, content_base64 }
 *                                → DocumentAttachment, or 422 { message }
 *   POST /ops/v1/ein             { owner, ein } → EinRecorded (masked), or 422 { message }
 *   POST /ops/v1/signature-resets { owner } → SignaturesReset, or 422 { message }
 *   GET  /ops/v1/jobs            JobsOverview { queues, dead_letters }
 *   POST /ops/v1/dead-letter-retries { id } → DeadLetterRetry, or 422 { message }
 *   GET  /ops/v1/support-requests[?status=all] { requests: SupportRequestRow[] } (open ones)
 *   GET  /ops/v1/support-requests/{id}          SupportRequestDetail, or 422 { message }
 *   POST /ops/v1/support-requests/{id}/replies { text } → SupportRequestDetail, or 422
 *   POST /ops/v1/support-requests/{id}/close    SupportRequestDetail, or 422 { message }
 *   POST /ops/v1/renewal-rounds { as_of? } → RenewalRound; as_of on a demo server only, else 422
 */
export async function opsRoutes(
  app: FastifyInstance,
  { db, token, delivery, signing, jobs, supportRequests, cipher, renewals }: OpsRoutesOptions,
) {
  const expected = digest(token);
  app.addHook('onRoute', keepOutOfDocument);
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.code(403).send({ message: 'Forbidden' });
    const given = bearerCredential(request.headers.authorization) ?? '';
    // Compared as digests: equal lengths, and no timing that tells how much of it matched.
    if (!timingSafeEqual(digest(given), expected)) {
      return reply.code(401).send({ message: 'Unauthorized' });
    }
  });

  app.get(
    '/v1/owners',
    {
      schema: {
        summary: 'Every owner, their plan and the status of each service',
        response: {
          200: {
            description: 'The owners',
            type: 'object',
            properties: { owners: { type: 'array', items: openObject('OwnerSummary') } },
            required: ['owners'],
          },
        },
      },
    },
    async () => ({ owners: await listOwners(db) }),
  );

  schemaTyped(app).post(
    '/v1/service-status',
    {
      schema: {
        summary: "Sets the status of an owner's service",
        response: { 200: openObject('StatusChange (server/ops/ops-commands.ts)') },
        body: setStatusBody,
      },
    },
    (request, reply) =>
      commandAnswer(reply, () => setOwnerServiceStatus(jobs, db, request.body, new Date())),
  );

  schemaTyped(app).post(
    '/v1/documents',
    {
      bodyLimit: MAX_BASE64_LENGTH + 64 * 1024,
      schema: {
        summary: "Attaches a document the back office received to an owner's service",
        response: { 200: openObject('DocumentAttachment (server/ops/ops-commands.ts)') },
        body: {
          type: 'object',
          properties: {
            owner: operatorText,
            service: operatorText,
            file_name: { type: 'string', minLength: 1, maxLength: 255 },
            // The formation's filed articles: checked by the command as the CLI's are.
            file_number: operatorText,
            effective_date: operatorText,
            content_base64: {
              type: 'string',
              minLength: 1,
              maxLength: MAX_BASE64_LENGTH,
              pattern: '^[A-Za-z0-9+/]*={0,2}$',
            },
          },
          required: ['owner', 'service', 'file_name', 'content_base64'],
        },
      },
    },
    (request, reply) => {
      const {
        content_base64: content,
        file_name: fileName,
        file_number: fileNumber,
        effective_date: effectiveDate,
        ...rest
      } = request.body;
      const attached = {
        ...rest,
        fileName,
        fileNumber,
        effectiveDate,
        content: Buffer.from(content, 'base64'),
      };
      return commandAnswer(reply, () =>
        attachOwnerDocument(db, { documents: delivery.documents, jobs }, attached, new Date()),
      );
    },
  );

  schemaTyped(app).post(
    '/v1/ein',
    {
      schema: {
        summary: "Records the EIN the IRS assigned to an owner's business",
        response: { 200: openObject('EinRecorded (server/ops/ops-commands.ts)') },
        body: recordEinBody,
      },
    },
    (request, reply) =>
      commandAnswer(reply, () => recordOwnerEin(jobs, db, cipher, request.body, new Date())),
  );

  schemaTyped(app).post(
    '/v1/signature-resets',
    {
      schema: {
        summary: "Returns the signatures an owner's agreement cannot be completed with",
        response: { 200: openObject('SignaturesReset (server/ops/ops-commands.ts)') },
        body: signaturesResetBody,
      },
    },
    (request, reply) =>
      commandAnswer(reply, () => resetOwnerSignatures(db, signing, request.body, new Date())),
  );

  app.get(
    '/v1/jobs',
    {
      schema: {
        summary: 'Every job queue with its jobs by state, and the dead letters',
        response: {
          200: {
            description: 'The queues and dead letters',
            type: 'object',
            properties: {
              queues: { type: 'array', items: openObject('QueueSummary') },
              dead_letters: { type: 'array', items: openObject('DeadLetter') },
            },
            required: ['queues', 'dead_letters'],
          },
        },
      },
    },
    () => listJobs(jobs),
  );

  schemaTyped(app).post(
    '/v1/dead-letter-retries',
    {
      schema: {
        summary: 'Puts a dead letter back in its queue, with a new round of attempts',
        response: { 200: openObject('DeadLetterRetry (server/ops/ops-commands.ts)') },
        body: {
          type: 'object',
          properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
          required: ['id'],
        },
      },
    },
    (request, reply) => commandAnswer(reply, () => retryDeadLetter(jobs, request.body.id)),
  );

  schemaTyped(app).post(
    '/v1/renewal-rounds',
    {
      schema: {
        summary: 'Runs the renewals round now, or as of a day on a demo server',
        response: { 200: openObject('RenewalRound (server/checkout/renewals.ts)') },
        body: {
          type: 'object',
          properties: { as_of: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } },
          additionalProperties: false,
        },
      },
    },
    (request, reply) =>
      commandAnswer(reply, async () => {
        const asOf = request.body.as_of;
        if (asOf && !isIsoDate(asOf)) throw new OpsError(`${asOf} is not a calendar date.`);
        // Charging a renewal before its day is for trying the renewals, never for a live server.
        if (asOf && !renewals.asOf) {
          throw new OpsError(
            '--as-of runs only on a demo server (one that seeds the demo owner): this one charges real renewals on their day.',
          );
        }
        return renewals.service.round(asOf ?? renewalDay(new Date()));
      }),
  );

  schemaTyped(app).get(
    '/v1/support-requests',
    {
      schema: {
        summary: 'The open support requests, or every one (status=all), oldest first',
        querystring: {
          type: 'object',
          properties: { status: { enum: ['open', 'all'] } },
        },
        response: {
          200: {
            description: 'The requests',
            type: 'object',
            properties: { requests: { type: 'array', items: openObject('SupportRequestRow') } },
            required: ['requests'],
          },
        },
      },
    },
    async (request) => ({
      requests: await listSupportRequests(supportRequests, request.query.status ?? 'open'),
    }),
  );

  schemaTyped(app).get(
    '/v1/support-requests/:request_id',
    {
      schema: {
        summary: 'One support request with its messages and attachments',
        params: requestIdParams,
        response: { 200: supportRequestAnswer },
      },
    },
    (request, reply) =>
      commandAnswer(reply, () => showSupportRequest(supportRequests, request.params.request_id)),
  );

  schemaTyped(app).post(
    '/v1/support-requests/:request_id/replies',
    {
      schema: {
        summary: 'Answers a support request: kept with it, and emailed to whoever asked',
        params: requestIdParams,
        body: supportReplyBody,
        response: { 200: supportRequestAnswer },
      },
    },
    (request, reply) =>
      commandAnswer(reply, () =>
        replyToSupportRequest(
          supportRequests,
          { request_id: request.params.request_id, text: request.body.text },
          new Date(),
        ),
      ),
  );

  schemaTyped(app).post(
    '/v1/support-requests/:request_id/close',
    {
      schema: {
        summary: 'Closes a support request',
        params: requestIdParams,
        response: { 200: supportRequestAnswer },
      },
    },
    (request, reply) =>
      commandAnswer(reply, () =>
        closeSupportRequest(supportRequests, request.params.request_id, new Date()),
      ),
  );
}
