import type { FromSchema } from 'json-schema-to-ts';

/**
 * POST /v1/business/namecheck and /v1/browser_session/namecheck (spec foundation §3
 * "Name-availability check"): the schemas the server validates and serialises with, and the
 * browser's types and answer check (decision 0065).
 */

/** What both name checks take: the name, the state and the country. */
export const nameCheckProperties = {
  business_name: { type: 'string', maxLength: 256 },
  state: {
    type: 'string',
    maxLength: 64,
    description: 'Two-letter abbreviation; a full state name is accepted too',
  },
  country: { enum: ['US'] },
} as const;

/** The signed-in owner's check, which may name the business the name is for. */
export const nameCheckBody = {
  type: 'object',
  properties: {
    ...nameCheckProperties,
    business_id: {
      type: 'integer',
      minimum: 1,
      description: "The owner's own business, whose name does not count as taken",
    },
  },
  required: ['business_name', 'state'],
} as const;

export type NameCheckBody = FromSchema<typeof nameCheckBody>;

export const nameCheckAnswer = {
  description: 'Whether the name is taken (FOUND) or free (NOT_FOUND)',
  type: 'object',
  properties: {
    valid_name: { enum: ['FOUND', 'NOT_FOUND'] },
    business_name: { type: 'string' },
    state: { type: 'string' },
  },
  required: ['valid_name', 'business_name', 'state'],
  additionalProperties: false,
} as const;

export type NameCheckAnswer = FromSchema<typeof nameCheckAnswer>;
