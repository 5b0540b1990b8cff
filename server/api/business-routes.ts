import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findUsState } from '../../src/domain/us-states';
import type { BusinessService } from '../services/businesses';
import { registerSessionCookie } from '../http/session-cookie';
import { businessListAnswer } from '../../src/domain/contracts/business-list';
import { sessionIdProperty } from './own-browser-session';
import { schemaTyped } from '../http/schema-typed-routes';
import { ownerReadRoute } from './owner-read-route';
import { BUSINESS_EIN_PATH, businessEinAnswer } from '../../src/domain/contracts/business-ein';
import {
  nameCheckAnswer,
  nameCheckBody,
  nameCheckProperties,
  type NameCheckAnswer,
  type NameCheckBody,
} from '../../src/domain/contracts/business-name-check';

interface BusinessRoutesOptions {
  businesses: BusinessService;
  /** Lets a request through only for the anonymous registration of its own browser. */
  requireOwnSession: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** Per client address and minute (NAME_CHECK_RATE_LIMIT_PER_MINUTE). */
  anonymousNameChecksPerMinute: number;
  /** The EIN of the owner's business in full (server/services/business-ein.ts), null before one. */
  ownerEin: (individualId: number) => Promise<string | null>;
}

/** The 429's message when an anonymous registration asks too often. */
export const TOO_MANY_NAME_CHECKS =
  'Too many business name checks from this connection. Please wait a minute and try again.';

/** The anonymous check, for the registration of the browser's own session. */
const anonymousNameCheckBody = {
  type: 'object',
  properties: { ...nameCheckProperties, browser_session_id: sessionIdProperty },
  required: ['business_name', 'state', 'browser_session_id'],
} as const;

const nameCheckResponses = { 200: nameCheckAnswer } as const;

/** Business routes of the main backend (spec foundation §7: /v1/business/...). */
export async function businessRoutes(app: FastifyInstance, options: BusinessRoutesOptions) {
  const { businesses } = options;

  /**
   * The one answer of both name checks. `exclude` is the signed-in owner's own business, whose
   * name does not count as taken.
   */
  const answerNameCheck = async (
    reply: FastifyReply,
    { business_name: name, state: stateAnswer }: NameCheckBody,
    exclude?: { businessId: number; individualId: number },
  ): Promise<NameCheckAnswer | FastifyReply> => {
    if (name.trim() === '') return reply.code(400).send({ message: 'Business name is required' });
    const state = findUsState(stateAnswer);
    if (!state) return reply.code(400).send({ message: 'State must be a US state' });
    const taken = await businesses.isNameTaken(state.abbreviation, name, exclude);
    return {
      valid_name: taken ? 'FOUND' : 'NOT_FOUND',
      business_name: name.trim(),
      state: state.abbreviation,
    };
  };

  // The caller's own businesses, found by the token's identity: the route takes no owner
  // parameter, so there is no other owner's list to ask for. An owner without a business gets
  // an empty list, not 404 (docs/decisions/0021-business-profile.md).
  app.get(
    '/v1/business/list',
    {
      schema: {
        summary: "The signed-in owner's businesses (empty before the formation is filed)",
        response: { 200: businessListAnswer },
      },
    },
    async (request) => ({
      businesses: await businesses.listOwned(request.caller!.individualId),
    }),
  );

  // The one place the full EIN leaves the server (decision 0087): the owner's own, never kept by
  // a cache; every other answer holds it masked.
  ownerReadRoute(
    app,
    `${BUSINESS_EIN_PATH}/:individual_id`,
    {
      summary: "The EIN of the owner's business in full, for the owner to reveal",
      answer: businessEinAnswer,
      noStore: true,
    },
    async (individualId) => ({ ein: await options.ownerEin(individualId) }),
  );

  // A question, not a change: it carries no Idempotency-Key (config.idempotent is left off), so
  // the business name field can ask as the owner types.
  schemaTyped(app).post(
    '/v1/business/namecheck',
    {
      schema: {
        summary: "Whether a business name is taken in a state's registry",
        body: nameCheckBody,
        response: nameCheckResponses,
      },
    },
    async (request, reply) => {
      const businessId = request.body.business_id;
      return answerNameCheck(
        reply,
        request.body,
        businessId ? { businessId, individualId: request.caller!.individualId } : undefined,
      );
    },
  );

  // The same question for a registration, before the account exists (decision 0042): public,
  // keyed by the browser's own session, and limited per client address before anything else
  // runs, since each answer is a lookup in the registry. In a scope of its own, so only this
  // route parses the session cookie.
  await app.register(async (scope) => {
    await registerSessionCookie(scope);
    schemaTyped(scope).post(
      '/v1/browser_session/namecheck',
      {
        config: {
          public: true,
          rateLimit: {
            max: options.anonymousNameChecksPerMinute,
            timeWindow: 60_000,
            errorResponseBuilder: (_request, context) =>
              Object.assign(new Error(TOO_MANY_NAME_CHECKS), { statusCode: context.statusCode }),
          },
        },
        preHandler: options.requireOwnSession,
        schema: {
          summary: "Whether a business name is taken in a state's registry, for a registration",
          body: anonymousNameCheckBody,
          response: nameCheckResponses,
        },
      },
      async (request, reply) => answerNameCheck(reply, request.body),
    );
  });
}
