import type { FastifyInstance, FastifyReply } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { US_STATES, ZIP_CODE_REGEX } from '../../src/domain/us-states';
import type { ZipIndex } from '../geo/zip-index';
import { geoSuggestAnswer } from '../../src/domain/contracts/geo-suggest';

interface GeoRoutesOptions {
  /** The ZIP dataset's index, loaded on first use. */
  zipIndex: () => Promise<ZipIndex>;
}

/** Up to this many suggestions per lookup: what fits the list under the street field. */
const MAX_GEO_SUGGESTIONS = 8;

const stateCode = { type: 'string', enum: US_STATES.map((state) => state.abbreviation) } as const;

/** The dataset changes only with a release: the browser may reuse an answer for a day. */
function cacheForADay(reply: FastifyReply): void {
  reply.header('cache-control', 'private, max-age=86400');
}

/**
 * The maps service's embedded default (DESIGN.md: `/api/v1/geo/*`, the US ZIP dataset), for
 * signed-in owners like every API route but registration's: the address search and the county
 * are asked for on signed-in pages only (checkout, the questionnaires' address fields).
 *
 *   GET /v1/geo/suggest?q=<city or ZIP code start>[&state=XX]
 *     200 { suggestions: [{ city, state, zip_code, county, label }] } at most 8; [] for no match.
 *     'q' is a ZIP code's first digits, or a city name's start, optionally followed by the
 *     state's abbreviation and ZIP digits ('Austin', 'austin tx', 'Chicago 6060').
 *   GET /v1/geo/county?zip=78701 | ?city=Austin&state=TX
 *     200 { county, state } the county (administrative area level 2) without 'County' (as the
 *     dataset names it: 'Travis', 'Orleans', 'St. Louis (city)'). For a city alone, the county
 *     most of its ZIP codes lie in. 404 { message } when none is known.
 */
export async function geoRoutes(app: FastifyInstance, { zipIndex }: GeoRoutesOptions) {
  // Indexed while the server waits for its first owners rather than during one's typing.
  app.addHook('onListen', async () => {
    const started = performance.now();
    zipIndex().then(
      (index) =>
        app.log.info(
          { zipCodes: index.size, ms: Math.round(performance.now() - started) },
          'US ZIP dataset indexed',
        ),
      (error: unknown) => app.log.error({ err: error }, 'US ZIP dataset failed to load'),
    );
  });

  schemaTyped(app).get(
    '/v1/geo/suggest',
    {
      schema: {
        summary: 'Places whose city or ZIP code starts with q',
        querystring: {
          type: 'object',
          properties: { q: { type: 'string', minLength: 1, maxLength: 100 }, state: stateCode },
          required: ['q'],
        },
        response: { 200: geoSuggestAnswer },
      },
    },
    async (request, reply) => {
      const { q, state = null } = request.query;
      const found = (await zipIndex()).suggest(q, state, MAX_GEO_SUGGESTIONS);
      cacheForADay(reply);
      return {
        suggestions: found.map((place) => ({
          city: place.city,
          state: place.state,
          zip_code: place.zip,
          county: place.county,
          label: place.label,
        })),
      };
    },
  );

  schemaTyped(app).get(
    '/v1/geo/county',
    {
      schema: {
        summary: 'The county of a ZIP code, or of a city in a state',
        querystring: {
          type: 'object',
          properties: {
            zip: { type: 'string', pattern: ZIP_CODE_REGEX },
            city: { type: 'string', minLength: 1, maxLength: 128 },
            state: stateCode,
          },
          anyOf: [{ required: ['zip'] }, { required: ['city', 'state'] }],
        },
        response: {
          200: {
            description: "The county, named without 'County'",
            type: 'object',
            properties: { county: { type: 'string' }, state: { type: 'string' } },
            required: ['county', 'state'],
          },
        },
      },
    },
    async (request, reply) => {
      const { zip, city, state } = request.query;
      const index = await zipIndex();
      let found: { county: string; state: string } | null = null;
      if (zip) {
        // The ZIP code names the place; a state given with it must agree.
        const place = index.placeOfZip(zip.slice(0, 5));
        if (place && (!state || place.state === state)) found = place;
      } else if (city && state) {
        const county = index.countyOfCity(city, state);
        if (county) found = { county, state };
      }
      if (!found) return plainReply(reply).code(404).send({ message: 'County not found' });
      cacheForADay(reply);
      return { county: found.county, state: found.state };
    },
  );
}
