import type { FromSchema } from 'json-schema-to-ts';
import { LICENCE_LEVELS } from '../business-license/licence-levels';

/*
 * The dashboard card's licence preview, a contract of its own: the dashboard loads it without
 * the licence report's rules and report schemas (src/domain/contracts/business-license.ts).
 */

const licenceLevel = { enum: LICENCE_LEVELS } as const;

/**
 * GET /v1/business_licenses/teaser (query) and POST (body): the dashboard card's preview before
 * purchase. The business must be the owner's; the state is where it operates.
 */
export const licenceTeaserRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    business_id: { type: 'integer', minimum: 1 },
    state: { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'Two-letter state code' },
    country: { enum: ['US', 'USA'], description: 'Charter serves US businesses only' },
  },
  required: ['business_id', 'state', 'country'],
} as const;

export const licenceTeaserSchema = {
  description:
    'How many licences and registrations may apply to a typical business there (one that sells and hires), by level, and the levels Charter cannot tell without the report’s questions',
  type: 'object',
  additionalProperties: false,
  properties: {
    business_id: { type: 'integer' },
    state: { type: 'string' },
    may_apply: { type: 'integer', minimum: 0 },
    levels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          level: licenceLevel,
          may_apply: { type: 'integer', minimum: 1 },
        },
        required: ['level', 'may_apply'],
      },
    },
    to_ask: {
      type: 'array',
      description: 'Levels whose licences depend on what the business does or where exactly it is',
      items: licenceLevel,
    },
  },
  required: ['business_id', 'state', 'may_apply', 'levels', 'to_ask'],
} as const;

export type LicenceTeaser = FromSchema<typeof licenceTeaserSchema>;
