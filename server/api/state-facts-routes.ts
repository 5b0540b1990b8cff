import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { stateFacts } from '../state-data/state-facts';
import { stateFactsSchema } from '../../src/domain/contracts/state-facts';

/** The dataset changes with a release only; an hour keeps a refreshed copy from lingering. */
const STATE_FACTS_CACHE = 'public, max-age=3600';

/**
 * GET /v1/states/{state}/facts: what Charter knows about a state's LLC filings (fees, filing
 * times, rapid filing, naming rules, recurring deadline rules), each figure with its source and
 * date, from the US LLC State Requirements Dataset (server/state-data). Public: registration
 * shows it to visitors before they have an account. Not rate-limited, like the checkout's product list: the answer
 * is read from memory and cacheable, cheaper than counting the request.
 *
 *   200 StateFacts; `state` is a two-letter code in either case.
 *   404 { message } for a code that is none of the 50 states or DC.
 */
export async function stateFactsRoutes(app: FastifyInstance) {
  schemaTyped(app).get(
    '/v1/states/:state/facts',
    {
      config: { public: true },
      schema: {
        summary:
          "A state's LLC filing fees, filing times, naming rules and deadlines, with their sources",
        params: {
          type: 'object',
          properties: { state: { type: 'string', pattern: '^[A-Za-z]{2}$' } },
          required: ['state'],
        },
        response: { 200: stateFactsSchema },
      },
    },
    async (request, reply) => {
      const facts = stateFacts(request.params.state);
      if (!facts) {
        return plainReply(reply)
          .code(404)
          .send({ message: `No US state or DC has the code ${request.params.state}` });
      }
      reply.header('cache-control', STATE_FACTS_CACHE);
      return facts;
    },
  );
}
