import type { FromSchema } from 'json-schema-to-ts';
import { BUSINESS_ACTIVITY_IDS } from './business-activities';
import { LICENCE_LEVELS } from './licence-levels';

/**
 * One licence rule of the business licence report (issue 27, item 3): who issues which licence
 * to whom, how to apply, what it costs and renews, and the page it was read from. The rules are
 * data in `server/products/business-licence/rules/`, checked against this schema when the
 * server loads them; the report the owner reads carries the same fields.
 */

/**
 * How sure a rule is: the source says every business with the trigger needs it; it depends on
 * details (size, place, thresholds); or Charter could not confirm it and the owner should ask.
 */
export const LICENCE_CONFIDENCES = ['applies', 'may apply', 'ask the agency'] as const;

/** A published figure or statement as the source words it; null where the source is silent. */
const published = { type: ['string', 'null'], minLength: 1 } as const;

const httpsUrl = { type: 'string', pattern: '^https://[^\\s/]+(/\\S*)?$' } as const;

/**
 * The calendar day every renewal falls due, where the source sets one for every licence holder
 * ("by January 1", "December 31 of odd-numbered years"): the compliance calendar dates those
 * renewals from it (decision 0068). A day past the month's end is its last day, so February 29
 * is February 28 in common years. `years`: every year, or only odd or even ones (a licence that
 * runs two years).
 */
export const renewalDaySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    month: { type: 'integer', minimum: 1, maximum: 12 },
    day: { type: 'integer', minimum: 1, maximum: 31 },
    years: { enum: ['every', 'odd', 'even'] },
  },
  required: ['month', 'day', 'years'],
} as const;

export type RenewalDay = FromSchema<typeof renewalDaySchema>;

/** A day as YYYY-MM-DD. */
const isoDay = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const licenceRuleSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    level: { enum: LICENCE_LEVELS },
    /** US; a state's code; or 'XX/County name' and 'XX/City name'. */
    jurisdiction: { type: 'string', pattern: '^(US|[A-Z]{2}(/[^/]+)?)$' },
    agency: {
      type: 'object',
      additionalProperties: false,
      properties: { name: { type: 'string', minLength: 1 }, url: httpsUrl, phone: published },
      required: ['name', 'url', 'phone'],
    },
    licence: { type: 'string', minLength: 1 },
    trigger: {
      type: 'object',
      additionalProperties: false,
      properties: {
        /** Every business in the jurisdiction needs it. */
        all: { type: 'boolean' },
        /** Otherwise: any of these activities brings it in. */
        activities: { type: 'array', minItems: 1, items: { enum: BUSINESS_ACTIVITY_IDS } },
      },
      required: ['all'],
    },
    covers: { type: 'string', minLength: 1 },
    apply: {
      type: 'object',
      additionalProperties: false,
      properties: { url: httpsUrl, how: { type: 'string', minLength: 1 }, form: published },
      required: ['url', 'how', 'form'],
    },
    fees: {
      type: 'object',
      additionalProperties: false,
      properties: {
        initial: published,
        renewal: published,
        /** Bonds, insurance, inspections, deposits the source names. */
        other: { type: 'array', items: { type: 'string', minLength: 1 } },
      },
      required: ['initial', 'renewal', 'other'],
    },
    processingTime: published,
    duration: published,
    renewal: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          properties: {
            rule: { type: 'string', minLength: 1 },
            /** Null where the period is irregular (a date set by the agency, a licence term). */
            everyMonths: { type: ['integer', 'null'], minimum: 1, maximum: 120 },
            /**
             * Absent where the source sets no day for every holder (counted from the licence's
             * issue, an assigned month, a district's date): the agency sets it.
             */
            on: renewalDaySchema,
          },
          required: ['rule', 'everyMonths'],
        },
      ],
    },
    /** Must it be displayed at the premises; null where the source does not say. */
    display: { type: ['boolean', 'null'] },
    source: {
      type: 'object',
      additionalProperties: false,
      properties: { url: httpsUrl, title: { type: 'string', minLength: 1 } },
      required: ['url', 'title'],
    },
    lastVerified: isoDay,
    /**
     * False where the agency's own page could not be read when the rule was written: the rule
     * names the agency and claims nothing else (no fee, time or term), and says to ask.
     */
    sourceChecked: { type: 'boolean' },
    confidence: { enum: LICENCE_CONFIDENCES },
    notes: published,
  },
  required: [
    'id',
    'level',
    'jurisdiction',
    'agency',
    'licence',
    'trigger',
    'covers',
    'apply',
    'fees',
    'processingTime',
    'duration',
    'renewal',
    'display',
    'source',
    'lastVerified',
    'sourceChecked',
    'confidence',
    'notes',
  ],
} as const;

export type LicenceRule = FromSchema<typeof licenceRuleSchema>;
