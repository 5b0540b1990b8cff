import type { FromSchema } from 'json-schema-to-ts';

/**
 * GET /v1/services/orders/{individual_id}: every order the owner placed (decision 0085), newest
 * first, each with its status history oldest first: the schema the server serialises it with,
 * and the browser's types and answer check (decision 0065).
 */

const statusStep = {
  type: 'object',
  properties: {
    status: { type: 'string', examples: ['PURCHASED', 'SUBMITTED', 'ACTIVE'] },
    changed_at: { type: 'string', format: 'date-time' },
  },
  required: ['status', 'changed_at'],
  additionalProperties: false,
} as const;

const expectedAnswer = {
  type: ['object', 'null'],
  description:
    'When the state or the IRS is expected to answer: null for work Charter does itself, and once answered',
  properties: {
    by: {
      type: ['string', 'null'],
      format: 'date',
      description: "Charter's calendar day; null where no processing time is published",
    },
    basis: { type: 'string', description: 'What the date rests on, or why there is none' },
    source_url: { type: ['string', 'null'] },
    credit: {
      type: ['string', 'null'],
      description: 'The dataset the figure comes from, credited as its licence asks',
    },
  },
  required: ['by', 'basis', 'source_url', 'credit'],
  additionalProperties: false,
} as const;

const serviceOrderEntry = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    service: {
      type: 'string',
      description: 'The product key in hyphenated lower case, e.g. cert-good-standing',
    },
    status: { type: 'string', description: "The order's status now" },
    ordered_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    history: {
      type: 'array',
      description: 'Each status the order took, oldest first',
      items: statusStep,
    },
    expected: expectedAnswer,
  },
  required: ['id', 'service', 'status', 'ordered_at', 'updated_at', 'history', 'expected'],
  additionalProperties: false,
} as const;

export const serviceOrdersAnswer = {
  type: 'object',
  description: "The owner's orders, newest first; empty before the first purchase",
  properties: {
    individual_id: { type: 'integer' },
    orders: { type: 'array', items: serviceOrderEntry },
  },
  required: ['individual_id', 'orders'],
  additionalProperties: false,
} as const;

/** One order of the answer. */
export type PlacedOrder = FromSchema<typeof serviceOrderEntry>;
/** The whole answer. */
export type PlacedOrdersAnswer = FromSchema<typeof serviceOrdersAnswer>;
