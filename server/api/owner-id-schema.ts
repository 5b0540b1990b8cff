/**
 * The owner's `individual_id`, as a path parameter or in the query string, for Fastify's
 * validation: a positive integer, coerced from the text. The API's owner check then refuses
 * one that is not the caller's.
 */
export const individualIdSchema = {
  type: 'object',
  properties: { individual_id: { type: 'integer', minimum: 1 } },
  required: ['individual_id'],
} as const;
