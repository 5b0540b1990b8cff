import type { FromSchema } from 'json-schema-to-ts';

/**
 * GET /v1/business/ein/{individual_id} (decision 0087): the EIN of the owner's business in full,
 * for the owner's reveal only. Answered with `Cache-Control: no-store`, so no cache (the
 * service worker's, the persisted queries) keeps it: the business list holds the masked form.
 */
export const BUSINESS_EIN_PATH = '/v1/business/ein';

export const businessEinAnswer = {
  type: 'object',
  description: "The EIN of the owner's business; null before Charter has recorded one",
  properties: { ein: { type: ['string', 'null'], pattern: '^[0-9]{2}-[0-9]{7}$' } },
  required: ['ein'],
  additionalProperties: false,
} as const;

export type BusinessEinAnswer = FromSchema<typeof businessEinAnswer>;
