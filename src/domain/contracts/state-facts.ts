import {
  compliance,
  dayRange,
  isoDate,
  nullableText,
  nullableUrl,
  serviceFee,
  sourcedFee,
  text,
  url,
  cents,
} from './state-fact-schemas';

/**
 * GET /v1/states/{state}/facts: the schema the server serialises a state's facts with and the
 * browser checks them with (decision 0065). They stay typed by StateFacts: the deadline rules
 * in it make the schema too deep for FromSchema, as in the calendar's.
 */

const rapidFiling = {
  oneOf: [
    {
      type: 'object',
      properties: {
        offered: { const: true },
        business_days: { type: 'integer', minimum: 1 },
        state_fee: sourcedFee,
        charter_fee_cents: cents,
        tier_name: text,
        turnaround: text,
        fee_note: nullableText,
      },
      required: [
        'offered',
        'business_days',
        'state_fee',
        'charter_fee_cents',
        'tier_name',
        'turnaround',
        'fee_note',
      ],
    },
    {
      type: 'object',
      properties: { offered: { const: false }, reason: text, source_url: nullableUrl },
      required: ['offered', 'reason', 'source_url'],
    },
  ],
} as const;

/** StateFacts (src/domain/state-facts/state-facts.ts) as JSON schema. */
export const stateFactsSchema = {
  description:
    "The state's fees, filing times, naming rules and recurring deadlines, each with its source",
  type: 'object',
  properties: {
    state: text,
    state_name: text,
    formation_fee: { anyOf: [sourcedFee, { type: 'null' }] },
    standard_filing: {
      type: 'object',
      properties: {
        business_days: dayRange,
        published: {
          anyOf: [
            {
              type: 'object',
              properties: {
                statement: nullableText,
                online_business_days: { anyOf: [dayRange, { type: 'null' }] },
                queue_as_of: { type: ['string', 'null'], format: 'date' },
                source_url: url,
                observed_on: isoDate,
              },
              required: [
                'statement',
                'online_business_days',
                'queue_as_of',
                'source_url',
                'observed_on',
              ],
            },
            { type: 'null' },
          ],
        },
      },
      required: ['business_days', 'published'],
    },
    rapid_filing: rapidFiling,
    naming: {
      anyOf: [
        {
          type: 'object',
          properties: {
            designator_rule: text,
            designator_citation: nullableText,
            restricted_words: { type: 'array', items: text },
            notes: nullableText,
            statute_url: nullableUrl,
            last_verified: isoDate,
          },
          required: [
            'designator_rule',
            'designator_citation',
            'restricted_words',
            'notes',
            'statute_url',
            'last_verified',
          ],
        },
        { type: 'null' },
      ],
    },
    entity_search: {
      anyOf: [
        {
          type: 'object',
          properties: { url, how_to: nullableText },
          required: ['url', 'how_to'],
        },
        { type: 'null' },
      ],
    },
    service_fees: {
      type: 'object',
      properties: {
        LLC_ANNUAL_REPORT: serviceFee,
        LLC_AMENDMENT: serviceFee,
        CERT_GOOD_STANDING: serviceFee,
      },
      required: ['LLC_ANNUAL_REPORT', 'LLC_AMENDMENT', 'CERT_GOOD_STANDING'],
    },
    compliance,
    credit: text,
  },
  required: [
    'state',
    'state_name',
    'formation_fee',
    'standard_filing',
    'rapid_filing',
    'naming',
    'entity_search',
    'service_fees',
    'compliance',
    'credit',
  ],
} as const;
