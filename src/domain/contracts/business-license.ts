import { MASKED_EIN_PATTERN } from '../ein/ein-number';
import type { FromSchema } from 'json-schema-to-ts';
import { BUSINESS_ACTIVITY_IDS } from '../business-license/business-activities';
import { LICENCE_LEVELS } from '../business-license/licence-levels';
import { licenceRuleSchema } from '../business-license/licence-rule';

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

/** A level of licences: federal, state, county, city (the report's Local). */
const licenceLevel = { enum: LICENCE_LEVELS } as const;

/** Single-line text of the submission, at most `maxLength` characters. */
const text = (maxLength: number, description: string) =>
  ({ type: 'string', minLength: 1, maxLength, description }) as const;

/**
 * POST /v1/business_licenses/report?individual_id=: the spec's licence submission common info
 * (foundation §3). The county comes from geocoding the address in the browser and is empty when
 * that failed: the report then says it could not tell the county. The industry is the one
 * keyword the owner chose (a list, as the spec names it); the activities those they ticked.
 */
export const licenceSubmissionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // The browser's flow submission names its owner beside the query, as every flow's does.
    individual_id: { type: 'integer', minimum: 1 },
    business_id: {
      type: 'integer',
      minimum: 1,
      description:
        'The owner’s business; absent before the formation is filed, when there is no business record yet (the report is prepared from the name and address given)',
    },
    email: { type: 'string', format: 'email', maxLength: 254 },
    first_name: text(100, 'The owner’s first name'),
    last_name: text(100, 'The owner’s last name'),
    phone: {
      type: 'string',
      pattern: '^(\\+?[0-9 ().-]{7,20})?$',
      description: 'The owner’s phone; empty when their account has none',
    },
    business_name: text(200, 'The business’s name'),
    business_type: text(60, 'LLC, corporation…'),
    address: text(200, 'The business’s street address'),
    city: text(100, 'The business’s city'),
    state: text(40, 'The business’s state: its name or two-letter code'),
    zip: { type: 'string', pattern: '^\\d{5}(-\\d{4})?$' },
    county: {
      type: 'string',
      maxLength: 100,
      description: 'From geocoding the address; empty when geocoding failed',
    },
    industry_keyword_ids: {
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: industryKeywordSchema.properties['Keyword ID'],
    },
    industry_activity_ids: {
      type: 'array',
      uniqueItems: true,
      maxItems: BUSINESS_ACTIVITY_IDS.length,
      items: { enum: BUSINESS_ACTIVITY_IDS },
    },
  },
  required: [
    'email',
    'first_name',
    'last_name',
    'phone',
    'business_name',
    'business_type',
    'address',
    'city',
    'state',
    'zip',
    'county',
    'industry_keyword_ids',
    'industry_activity_ids',
  ],
} as const;

export type LicenceSubmission = FromSchema<typeof licenceSubmissionSchema>;

/**
 * The business license report (issue 27, item 5) as the server prepares and keeps it, and as
 * GET /v1/business_licenses/report/{individual_id} answers it: each level with its licences in
 * the order to act on them, each with the rule it comes from and why it is there; what Charter
 * could not determine and whom to ask; the compliance-letter warning.
 */
export const licenceReportSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    businessName: { type: 'string' },
    industry: {
      type: 'object',
      additionalProperties: false,
      properties: { keyword: { type: 'string' }, naics: { type: 'string' } },
      required: ['keyword', 'naics'],
    },
    place: {
      type: 'object',
      additionalProperties: false,
      properties: {
        state: { type: 'string', description: 'Two-letter state code' },
        city: { type: ['string', 'null'] },
        county: { type: ['string', 'null'], description: 'Null where geocoding failed' },
      },
      required: ['state', 'city', 'county'],
    },
    preparedOn: { type: 'string', format: 'date' },
    einMasked: {
      type: ['string', 'null'],
      pattern: MASKED_EIN_PATTERN.source,
      description:
        'The business’s EIN, masked, as Charter had it when the report was prepared; null when it had none; absent from reports prepared before Charter kept EINs (decision 0087)',
    },
    levels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          level: licenceLevel,
          heading: { type: 'string' },
          licences: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              properties: {
                rule: licenceRuleSchema,
                why: { type: 'string' },
                conditional: {
                  type: 'boolean',
                  description: 'It depends on something the owner was not asked: read "if"',
                },
              },
              required: ['rule', 'why', 'conditional'],
            },
          },
        },
        required: ['level', 'heading', 'licences'],
      },
    },
    unknown: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          level: licenceLevel,
          what: { type: 'string' },
          askWhom: { type: 'string' },
        },
        required: ['level', 'what', 'askWhom'],
      },
    },
    warning: { type: 'string' },
  },
  required: ['businessName', 'industry', 'place', 'preparedOn', 'levels', 'unknown', 'warning'],
} as const;

export type LicenceReport = FromSchema<typeof licenceReportSchema>;

/**
 * GET /v1/business_licenses/report/{individual_id}: the owner's latest report, or that it is
 * being prepared (the job has not run yet: report null).
 */
export const licenceReportAnswerSchema = {
  description: 'The owner’s latest business license report, or that it is being prepared',
  type: 'object',
  additionalProperties: false,
  properties: {
    individual_id: { type: 'integer' },
    business_id: {
      type: ['integer', 'null'],
      description: 'Null when ordered before the formation was filed',
    },
    state: { enum: ['being prepared', 'prepared'] },
    submitted_at: { type: 'string', format: 'date-time' },
    prepared_at: { type: ['string', 'null'], format: 'date-time' },
    document_id: {
      type: ['integer', 'null'],
      description: 'The report’s PDF in the documents store',
    },
    report: { anyOf: [{ type: 'null' }, licenceReportSchema] },
  },
  required: [
    'individual_id',
    'business_id',
    'state',
    'submitted_at',
    'prepared_at',
    'document_id',
    'report',
  ],
} as const;

export type LicenceReportAnswer = FromSchema<typeof licenceReportAnswerSchema>;
