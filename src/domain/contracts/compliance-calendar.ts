import type { FromSchema } from 'json-schema-to-ts';
import { renewalDaySchema } from '../business-license/licence-rule';
import { cents, cycle, deadlineFee, deadlineRule, isoDate, text } from './state-fact-schemas';

/*
 * JSON schemas of the compliance calendar's answers (src/domain/compliance/compliance-calendar.ts,
 * state-deadlines.ts): what the API document describes, Fastify serialises and the browser
 * checks the calendar with (decision 0065).
 */

const nullableDate = { type: ['string', 'null'], format: 'date' } as const;
const days = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

const occurrence = {
  type: 'object',
  properties: { due: isoDate, opens: nullableDate },
  required: ['due', 'opens'],
} as const;

const deadlineBase = { id: text, title: text, rule: deadlineRule, fee: deadlineFee } as const;
const baseRequired = ['id', 'title', 'rule', 'fee'] as const;

/** StateDeadline (also the annual report's facts): dated, needing what Charter does not know, or absent in the state. */
export const stateDeadline = {
  oneOf: [
    {
      type: 'object',
      description: 'A deadline Charter can date: its next filing',
      properties: {
        ...deadlineBase,
        status: { enum: ['upcoming', 'open', 'overdue'] },
        due: isoDate,
        opens: nullableDate,
        days_until_due: days,
        first: { type: 'boolean' },
        cycle: { enum: [...cycle.enum, 'quarterly'] },
        following: { anyOf: [occurrence, { type: 'null' }] },
      },
      required: [
        ...baseRequired,
        'status',
        'due',
        'opens',
        'days_until_due',
        'first',
        'cycle',
        'following',
      ],
    },
    {
      type: 'object',
      description: 'A deadline set by something about the business Charter does not know',
      properties: {
        ...deadlineBase,
        status: { const: 'needs' },
        needs: { enum: ['tax-year-end', 'federal-return-due-date', 'filing-frequency'] },
      },
      required: [...baseRequired, 'status', 'needs'],
    },
    {
      type: 'object',
      description: 'The state has no such filing',
      properties: { ...deadlineBase, status: { const: 'none' } },
      required: [...baseRequired, 'status'],
    },
  ],
} as const;

const renewal = {
  type: 'object',
  properties: {
    id: text,
    product_key: text,
    title: text,
    due: isoDate,
    days_until_due: days,
    price_cents: cents,
    ends: { type: 'boolean' },
  },
  required: ['id', 'product_key', 'title', 'due', 'days_until_due', 'price_cents', 'ends'],
} as const;

/**
 * A licence the owner's latest business license report names whose agency renews it (decision
 * 0068): dated only where the agency's page sets the day for every holder, else its date is
 * the agency's to set (`due` null).
 */
const licenceRenewalSchema = {
  type: 'object',
  properties: {
    /** 'licence-{rule id}': one per licence. */
    id: text,
    licence: text,
    agency: {
      type: 'object',
      properties: { name: text, url: text },
      required: ['name', 'url'],
    },
    /** How the agency renews it, in its words as the report gives them. */
    rule: text,
    every_months: { type: ['integer', 'null'], minimum: 1 },
    renews_on: { anyOf: [renewalDaySchema, { type: 'null' }] },
    due: nullableDate,
    days_until_due: { type: ['integer', 'null'] },
    source_url: text,
    source_title: text,
    last_verified: isoDate,
    /** The day the report naming it was prepared. */
    report_prepared_on: isoDate,
  },
  required: [
    'id',
    'licence',
    'agency',
    'rule',
    'every_months',
    'renews_on',
    'due',
    'days_until_due',
    'source_url',
    'source_title',
    'last_verified',
    'report_prepared_on',
  ],
} as const;

/** A licence renewal on the owner's compliance calendar. */
export type LicenceRenewal = FromSchema<typeof licenceRenewalSchema>;

const business = {
  type: 'object',
  properties: {
    business_id: { type: 'integer' },
    name: text,
    state: text,
    state_code: text,
    status: text,
    formed_on: nullableDate,
  },
  required: ['business_id', 'name', 'state', 'state_code', 'status', 'formed_on'],
} as const;

export const complianceCalendarSchema = {
  description:
    "The owner's state deadlines (once the formation is ACTIVE), Charter renewals and the " +
    'renewals of the licences their latest business license report names, each with its source',
  type: 'object',
  properties: {
    individual_id: { type: 'integer' },
    today: isoDate,
    business: { anyOf: [business, { type: 'null' }] },
    deadlines: { type: 'array', items: stateDeadline },
    renewals: { type: 'array', items: renewal },
    license_renewals: { type: 'array', items: licenceRenewalSchema },
    credit: text,
  },
  required: [
    'individual_id',
    'today',
    'business',
    'deadlines',
    'renewals',
    'license_renewals',
    'credit',
  ],
} as const;

export const calendarFeedStatusSchema = {
  description: 'Whether the owner has a private calendar feed, and since when (never its address)',
  type: 'object',
  properties: {
    individual_id: { type: 'integer' },
    active: { type: 'boolean' },
    created_at: { anyOf: [dateTime, { type: 'null' }] },
  },
  required: ['individual_id', 'active', 'created_at'],
} as const;

/** Where an owner's private calendar feed stands. */
export type CalendarFeedStatus = FromSchema<typeof calendarFeedStatusSchema>;

export const newCalendarFeedSchema = {
  description: 'The new private feed address: shown this once, as only its hash is kept',
  type: 'object',
  properties: { individual_id: { type: 'integer' }, url: text, created_at: dateTime },
  required: ['individual_id', 'url', 'created_at'],
} as const;

/** A new private feed link: its address is shown this once (only its hash is kept). */
export type NewCalendarFeed = FromSchema<typeof newCalendarFeedSchema>;
