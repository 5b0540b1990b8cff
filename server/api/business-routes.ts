import type { FastifyInstance } from 'fastify';
import { findUsState } from '../../src/domain/us-states';
import type { BusinessService } from '../services/businesses';
import { businessListSchema } from './business-list-schema';

interface BusinessRoutesOptions {
  businesses: BusinessService;
}

interface NameCheckBody {
  business_name: string;
  /** Two-letter abbreviation (spec §3 "Name-availability check"); a full name is accepted too. */
  state: string;
  country?: 'US';
  /** The owner's own business, whose name does not count as taken. */
  business_id?: number;
}

/** Business routes of the main backend (spec foundation §7: /v1/business/...). */
export async function businessRoutes(app: FastifyInstance, { businesses }: BusinessRoutesOptions) {
  // The caller's own businesses, found by the token's identity: the route takes no owner
  // parameter, so there is no other owner's list to ask for. An owner without a business gets
  // an empty list, not 404 (docs/decisions/0021-business-profile.md).
  app.get(
    '/v1/business/list',
    {
      schema: {
        summary: "The signed-in owner's businesses (empty before the formation is filed)",
        response: { 200: businessListSchema },
      },
    },
    async (request) => ({
      businesses: await businesses.listOwned(request.caller!.individualId),
    }),
  );

  // A question, not a change: it carries no Idempotency-Key (config.idempotent is left off), so
  // the business name field can ask as the owner types.
  app.post<{ Body: NameCheckBody }>(
    '/v1/business/namecheck',
    {
      schema: {
        summary: "Whether a business name is taken in a state's registry",
        body: {
          type: 'object',
          properties: {
            business_name: { type: 'string', maxLength: 256 },
            state: { type: 'string', maxLength: 64 },
            country: { enum: ['US'] },
            business_id: { type: 'integer', minimum: 1 },
          },
          required: ['business_name', 'state'],
        },
        response: {
          200: {
            description: 'Whether the name is taken (FOUND) or free (NOT_FOUND)',
            type: 'object',
            properties: {
              valid_name: { enum: ['FOUND', 'NOT_FOUND'] },
              business_name: { type: 'string' },
              state: { type: 'string' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { business_name: name, state: stateAnswer, business_id: businessId } = request.body;
      if (name.trim() === '') return reply.code(400).send({ message: 'Business name is required' });
      const state = findUsState(stateAnswer);
      if (!state) return reply.code(400).send({ message: 'State must be a US state' });
      const taken = await businesses.isNameTaken(
        state.abbreviation,
        name,
        businessId ? { businessId, individualId: request.caller!.individualId } : undefined,
      );
      return {
        valid_name: taken ? 'FOUND' : 'NOT_FOUND',
        business_name: name.trim(),
        state: state.abbreviation,
      };
    },
  );
}
