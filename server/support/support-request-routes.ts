import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  followUpBodySchema,
  guestRequestAnswerSchema,
  guestRequestBodySchema,
  supportRequestBodySchema,
  supportRequestListSchema,
  supportRequestThreadSchema,
} from '../../src/domain/contracts/support-requests';
import { GUEST_REQUEST_RECEIVED } from '../../src/domain/support/support-requests';
import { individualIdSchema } from '../api/owner-id-schema';
import { ownerReadRoute } from '../api/owner-read-route';
import { errorSchema } from '../http/response-schemas';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { multiLineText } from '../http/storable-text';
import { SupportRequestRefusal, type SupportRequests } from './support-requests';

interface SupportRequestRoutesOptions {
  requests: SupportRequests;
  /** Guest questions per client address and minute (AUTH_RATE_LIMIT_PER_MINUTE, as sign-in). */
  guestRequestsPerMinute: number;
}

/** The request's messages may span lines; every other text is single-line. */
const supportRequestBody = {
  ...supportRequestBodySchema,
  properties: {
    ...supportRequestBodySchema.properties,
    message: multiLineText(supportRequestBodySchema.properties.message),
  },
} as const;
const followUpBody = {
  ...followUpBodySchema,
  properties: { message: multiLineText(followUpBodySchema.properties.message) },
} as const;
const guestRequestBody = {
  ...guestRequestBodySchema,
  properties: {
    ...guestRequestBodySchema.properties,
    question: multiLineText(guestRequestBodySchema.properties.question),
  },
} as const;

const requestParams = {
  type: 'object',
  properties: {
    ...individualIdSchema.properties,
    request_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
  required: ['individual_id', 'request_id'],
} as const;

const notFound = { ...errorSchema, description: "No such request of the owner's" };
const tooMany = { ...errorSchema, description: 'Too many requests in the last hour' };

/** A refusal of the service as its answer: the message, and the field it is about. */
function refused(reply: FastifyReply, error: unknown) {
  if (!(error instanceof SupportRequestRefusal)) throw error;
  return plainReply(reply)
    .code(error.status)
    .send({ message: error.message, ...(error.field ? { field: error.field } : {}) });
}

/**
 * Support requests (decision 0079). Behind the owner's token (another owner's individual_id
 * answers 403 at the API's edge; another owner's request under one's own id, 404):
 *   GET  /v1/account/{individual_id}/support-requests                        SupportRequestList
 *   POST /v1/account/{individual_id}/support-requests                        201 SupportRequestThread
 *   GET  /v1/account/{individual_id}/support-requests/{request_id}           SupportRequestThread
 *   POST /v1/account/{individual_id}/support-requests/{request_id}/messages  SupportRequestThread
 * Public, for /chat (rate-limited per client, and per address in the service):
 *   POST /v1/support/guest-requests { email, question }                     202 { message }
 */
export async function supportRequestRoutes(
  app: FastifyInstance,
  { requests, guestRequestsPerMinute }: SupportRequestRoutesOptions,
) {
  const typed = schemaTyped(app);

  ownerReadRoute(
    app,
    '/v1/account/:individual_id/support-requests',
    {
      summary: "The owner's support requests, newest first",
      answer: supportRequestListSchema,
      noStore: true,
    },
    (individualId) => requests.list(individualId),
  );

  typed.post(
    '/v1/account/:individual_id/support-requests',
    {
      config: { idempotent: true },
      schema: {
        summary:
          "Sends a request to Charter's support team, with some of the owner's documents attached",
        params: individualIdSchema,
        body: supportRequestBody,
        response: {
          201: { ...supportRequestThreadSchema, description: 'The request, as kept and mailed' },
          422: { ...errorSchema, description: 'A document is not among the owner’s' },
          429: tooMany,
        },
      },
    },
    async (request, reply) => {
      try {
        const thread = await requests.create(
          request.params.individual_id,
          request.body,
          new Date(),
        );
        return plainReply(reply).code(201).send(thread);
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  typed.get(
    '/v1/account/:individual_id/support-requests/:request_id',
    {
      schema: {
        summary: "One of the owner's support requests with its messages and replies",
        params: requestParams,
        response: { 200: supportRequestThreadSchema, 404: notFound },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const thread = await requests.thread(request.params.individual_id, request.params.request_id);
      if (!thread) {
        return plainReply(reply).code(404).send({ message: 'This request was not found' });
      }
      return thread;
    },
  );

  typed.post(
    '/v1/account/:individual_id/support-requests/:request_id/messages',
    {
      config: { idempotent: true },
      schema: {
        summary: "Adds the owner's follow-up to their request; it is open again",
        params: requestParams,
        body: followUpBody,
        response: { 200: supportRequestThreadSchema, 404: notFound, 429: tooMany },
      },
    },
    async (request, reply) => {
      try {
        return await requests.followUp(
          request.params.individual_id,
          request.params.request_id,
          request.body.message,
          new Date(),
        );
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  typed.post(
    '/v1/support/guest-requests',
    {
      config: { public: true, rateLimit: { max: guestRequestsPerMinute, timeWindow: 60_000 } },
      schema: {
        summary:
          "A visitor's question from /chat to the support team, answered at the address given",
        body: guestRequestBody,
        response: {
          202: { ...guestRequestAnswerSchema, description: 'The question was received' },
          429: tooMany,
        },
      },
    },
    async (request, reply) => {
      try {
        await requests.guest(request.body.email, request.body.question, new Date());
      } catch (error) {
        return refused(reply, error);
      }
      return plainReply(reply).code(202).send({ message: GUEST_REQUEST_RECEIVED });
    },
  );
}
