import type { FromSchema } from 'json-schema-to-ts';
import { BUSINESS_ACTIVITY_IDS } from '../business-license/business-activities';
import { LICENCE_LEVELS } from '../business-license/licence-rule';

/**
 * The business licence flow's reference calls (spec foundation §3 "Industry data", §7): the
 * schemas the server serialises with, and the browser's types and answer checks (decision 0065).
 */

const naicsCode = {
  type: 'string',
  pattern: '^\\d{6}$',
  description: 'A six-digit NAICS 2017 code',
} as const;

/** GET /v1/business_licenses/industry_codes, optionally ?naics= (a business class to preselect) */
export const industryCodesQuerySchema = {
  type: 'object',
  properties: { naics: naicsCode },
} as const;

/**
 * An industry keyword (spec foundation §3): what an owner picks on the flow's industry step,
 * stored as `keywordId:keywordName`. A NAICS title's id is its six-digit code; a common name's is
 * `c-` and its slug; a Census illustrative example's is its code, `-` and its slug
 * (src/domain/business-license/industry-keyword.ts). None holds a colon, which ends it in the
 * answer.
 */
export const industryKeywordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    'Keyword ID': { type: 'string', pattern: '^[a-z0-9-]+$' },
    Keyword: { type: 'string', minLength: 1 },
    naics: naicsCode,
  },
  required: ['Keyword ID', 'Keyword', 'naics'],
} as const;

export const industryKeywordsSchema = {
  description:
    'The industry keywords: every NAICS title, the Census’s examples of each and the common names owners use; with naics, those of that code only',
  type: 'array',
  items: industryKeywordSchema,
} as const;

export type IndustryKeyword = FromSchema<typeof industryKeywordSchema>;

/** GET /v1/business_licenses/industry_activity?industry_code= */
export const industryActivityQuerySchema = {
  type: 'object',
  properties: {
    industry_code: { ...naicsCode, description: 'The industry keyword’s six-digit NAICS code' },
  },
  required: ['industry_code'],
} as const;

export const industryActivitySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    IndustryActivityId: { enum: BUSINESS_ACTIVITY_IDS },
    DisplayName: { type: 'string' },
  },
  required: ['IndustryActivityId', 'DisplayName'],
} as const;

export const industryActivitiesSchema = {
  description:
    'The licensed activities a business of this industry may carry out, to tick; empty when none (the flow then skips the step)',
  type: 'array',
  items: industryActivitySchema,
} as const;

export type IndustryActivity = FromSchema<typeof industryActivitySchema>;

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
          level: { enum: LICENCE_LEVELS },
          may_apply: { type: 'integer', minimum: 1 },
        },
        required: ['level', 'may_apply'],
      },
    },
    to_ask: {
      type: 'array',
      description: 'Levels whose licences depend on what the business does or where exactly it is',
      items: { enum: LICENCE_LEVELS },
    },
  },
  required: ['business_id', 'state', 'may_apply', 'levels', 'to_ask'],
} as const;

export type LicenceTeaser = FromSchema<typeof licenceTeaserSchema>;
