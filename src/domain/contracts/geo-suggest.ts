import type { FromSchema } from 'json-schema-to-ts';

/**
 * GET /v1/geo/suggest: the schema the server serialises its place suggestions with, and the
 * browser's types and answer check (decision 0065).
 */

/** One place of the main backend's ZIP dataset. */
const geoSuggestion = {
  type: 'object',
  properties: {
    city: { type: 'string' },
    state: { type: 'string' },
    zip_code: { type: 'string' },
    county: { type: 'string' },
    label: { type: 'string' },
  },
  required: ['city', 'state', 'zip_code', 'county', 'label'],
} as const;

export const geoSuggestAnswer = {
  description: 'At most 8 places; none for no match',
  type: 'object',
  properties: { suggestions: { type: 'array', items: geoSuggestion } },
  required: ['suggestions'],
} as const;

export type GeoSuggestAnswer = FromSchema<typeof geoSuggestAnswer>;

/** One place: `state` is the two-letter abbreviation, `label` reads 'Austin, TX 78701'. */
export type GeoSuggestion = GeoSuggestAnswer['suggestions'][number];
