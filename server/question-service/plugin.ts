import type { FastifyInstance } from 'fastify';
import { schemaTyped } from '../http/schema-typed-routes';
import { NaicsCatalogue } from './naics-catalogue';

const ONE_DAY = 'public, max-age=86400';

/** NAICS codes and their titles, as the catalogue lists them. */
const codeTitles = {
  200: {
    description: 'The codes and their titles',
    type: 'array',
    items: {
      type: 'object',
      properties: { code: { type: 'string' }, code_title: { type: 'string' } },
      required: ['code', 'code_title'],
    },
  },
} as const;

/**
 * The schema of a list of the codes under one parent code: a query string of one required
 * parameter made of exactly `count` digits.
 */
function childCodes<const Name extends string>(summary: string, name: Name, count: number) {
  const digits = { type: 'string', pattern: `^\\d{${count}}$` } as const;
  return {
    summary,
    response: codeTitles,
    querystring: {
      type: 'object',
      // A computed key types as any string: named here so the query's type names the parameter.
      properties: { [name]: digits } as Record<Name, typeof digits>,
      required: [name],
    },
  } as const;
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

  app.get(
    '/v1/naics_sectors',
    { schema: { summary: 'The NAICS sectors (two digits)', response: codeTitles } },
    async () => naics.sectors(),
  );

  schemaTyped(app).get(
    '/v1/naics_industries',
    { schema: childCodes("A sector's industries (four digits)", 'sector', 2) },
    async (request) => naics.industries(request.query.sector),
  );

  schemaTyped(app).get(
    '/v1/naics_codes',
    { schema: childCodes("An industry's six-digit codes", 'industry', 4) },
    async (request) => naics.codes(request.query.industry),
  );

  schemaTyped(app).get(
    '/v1/all_naics_codes',
    {
      schema: {
        summary: 'Six-digit codes whose code starts with, or title contains, search',
        response: {
          200: {
            description: 'The codes (Keyword ID) and titles (Keyword)',
            type: 'array',
            items: {
              type: 'object',
              properties: { 'Keyword ID': { type: 'string' }, Keyword: { type: 'string' } },
              required: ['Keyword ID', 'Keyword'],
            },
          },
        },
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
