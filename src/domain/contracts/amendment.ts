import type { FromSchema } from 'json-schema-to-ts';
import { AMENDMENT_PAGE_NAMES } from '../amendment/amendment-rules';

/**
 * POST /v1/amendment/init/{individual_id} and GET /v1/amendment/history/{individual_id}
 * (decision 0053): the schemas the server serialises with and the browser checks the answers
 * with, and the types both read them by (decision 0065).
 */

/** One section an applied amendment changed: what it was, what it became. */
const historyChange = {
  type: 'object',
  properties: {
    section: { type: 'string' },
    previous: { type: 'string' },
    current: { type: 'string' },
  },
  required: ['section', 'previous', 'current'],
} as const;

export type HistoryChange = FromSchema<typeof historyChange>;

/** An applied amendment of a business, as the profile lists it. */
const historyEntry = {
  type: 'object',
  properties: {
    amendment_id: { type: 'integer' },
    submitted_at: { type: 'string', format: 'date-time' },
    applied_at: { type: 'string', format: 'date-time' },
    changes: { type: 'array', items: historyChange },
  },
  required: ['amendment_id', 'submitted_at', 'applied_at', 'changes'],
} as const;

export type HistoryEntry = FromSchema<typeof historyEntry>;

export const amendmentHistoryAnswer = {
  description: "The owner's business's applied amendments, oldest first (decision 0053)",
  type: 'object',
  properties: {
    individual_id: { type: 'integer' },
    business_id: { type: ['string', 'null'], description: 'null before a business is filed' },
    entries: { type: 'array', items: historyEntry },
  },
  required: ['individual_id', 'business_id', 'entries'],
} as const;

const sectionSchema = {
  type: 'object',
  properties: {
    editable: { type: 'boolean' },
    message: {
      type: 'string',
      description: "Why not: '{state} does not allow editing of {section}'",
    },
  },
  required: ['editable'],
} as const;

export const amendmentStartAnswer = {
  description:
    'The business the amendment amends, and which of its sections its state lets it change',
  type: 'object',
  properties: {
    individual_id: { type: 'integer' },
    business_id: { type: 'string', pattern: '^[0-9]+$' },
    business_name: { type: 'string' },
    official_business_name: { type: 'string' },
    state: { type: 'string' },
    entity_type: { type: 'string' },
    structure: { type: 'string', description: "The business structure's line" },
    status: { type: 'string', description: "The amendment's service status" },
    filed: {
      type: 'boolean',
      description: 'Whether it is filed already (SUBMITTED or later): nothing more to edit',
    },
    sections: {
      type: 'object',
      properties: Object.fromEntries(AMENDMENT_PAGE_NAMES.map((page) => [page, sectionSchema])),
      required: AMENDMENT_PAGE_NAMES,
    },
  },
  required: [
    'individual_id',
    'business_id',
    'business_name',
    'official_business_name',
    'state',
    'entity_type',
    'structure',
    'status',
    'filed',
    'sections',
  ],
} as const;

/** The business the amendment amends, and which of its sections may change. */
export type AmendmentStart = FromSchema<typeof amendmentStartAnswer>;
