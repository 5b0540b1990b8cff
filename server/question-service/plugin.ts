import type { FastifyInstance } from 'fastify';
import { NaicsCatalogue } from './naics-catalogue';

const ONE_DAY = 'public, max-age=86400';

/** A query string of one required parameter made of exactly `count` digits. */
function digitsQuery(name: string, count: number) {
  return {
    querystring: {
      type: 'object',
      properties: { [name]: { type: 'string', pattern: `^\\d{${count}}$` } },
      required: [name],
    },
  };
}

/**
 * The question service (spec foundation §7), mounted at /question-service: NAICS lookups for
 * the business industry question. Reference data: public and cacheable.
 */
export async function questionServicePlugin(app: FastifyInstance) {
  const naics = new NaicsCatalogue();

  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', ONE_DAY);
    return payload;
  });

  app.get('/v1/naics_sectors', async () => naics.sectors());

  app.get<{ Querystring: { sector: string } }>(
    '/v1/naics_industries',
    { schema: digitsQuery('sector', 2) },
    async (request) => naics.industries(request.query.sector),
  );

  app.get<{ Querystring: { industry: string } }>(
    '/v1/naics_codes',
    { schema: digitsQuery('industry', 4) },
    async (request) => naics.codes(request.query.industry),
  );

  app.get<{ Querystring: { search?: string; limit?: number } }>(
    '/v1/all_naics_codes',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            search: { type: 'string', maxLength: 128 },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
          },
        },
      },
    },
    async (request) => naics.keywords(request.query.search, request.query.limit),
  );
}
