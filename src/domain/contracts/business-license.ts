import type { FromSchema } from 'json-schema-to-ts';
import { BUSINESS_ACTIVITY_IDS } from '../business-license/business-activities';

/**
 * The business licence flow's reference calls (spec foundation §3 "Industry data", §7): the
 * schemas the server serialises with, and the browser's types and answer checks (decision 0065).
 */

/** GET /v1/business_licenses/industry_activity?industry_code= */
export const industryActivityQuerySchema = {
  type: 'object',
  properties: {
    industry_code: {
      type: 'string',
      pattern: '^\\d{6}$',
      description: 'The industry keyword’s six-digit NAICS code',
    },
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
