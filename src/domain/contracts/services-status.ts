import type { FromSchema } from 'json-schema-to-ts';

/**
 * GET /v1/services/status/{individual_id}: the schema the server serialises the owner's
 * service statuses with, and the browser's types and answer check (decision 0065).
 */

const serviceStatusEntry = {
  type: 'object',
  properties: {
    service: {
      type: 'string',
      description: 'The product key in hyphenated lower case, e.g. llc-formation',
    },
    status: { type: 'string', examples: ['PURCHASED', 'SUBMITTED', 'ACTIVE'] },
    updated_at: { type: 'string', format: 'date-time' },
  },
  required: ['service', 'status', 'updated_at'],
  additionalProperties: false,
} as const;

export const serviceStatusesAnswer = {
  type: 'object',
  description: "The owner's services, empty before the first purchase",
  properties: {
    individual_id: { type: 'integer' },
    services: {
      type: 'array',
      description: 'By service name',
      items: serviceStatusEntry,
    },
  },
  required: ['individual_id', 'services'],
  additionalProperties: false,
} as const;

/** One entry of the answer. */
export type ServerServiceStatus = FromSchema<typeof serviceStatusEntry>;
