import type { FromSchema } from 'json-schema-to-ts';
import { stateDeadline } from './compliance-calendar';
import { text } from './state-fact-schemas';

/**
 * POST /v1/annual_report/init/{individual_id} (decision 0054): the schema the server serialises
 * the annual report's facts with and the browser checks them with (decision 0065).
 */

export const annualReportFactsAnswer = {
  description:
    "The annual report's facts for the owner's formed business: its pages and the occurrence due next",
  type: 'object',
  properties: {
    individual_id: { type: 'integer' },
    business_id: { type: 'integer' },
    business_name: text,
    state: text,
    state_code: text,
    wage_law: {
      type: 'object',
      description: "Whether the state's report asks the wage-law question, and where that is said",
      properties: { asked: { type: 'boolean' }, source: { type: ['string', 'null'] } },
      required: ['asked', 'source'],
    },
    started: {
      type: 'boolean',
      description:
        'Whether the owner has saved a page of the report: one not started opens at page1',
    },
    pages: {
      type: 'array',
      description: 'The question pages the owner goes through, in order',
      items: text,
    },
    deadline: {
      description:
        "The state's annual report on the owner's compliance calendar: due date, fee and source",
      anyOf: [stateDeadline, { type: 'null' }],
    },
  },
  required: [
    'individual_id',
    'business_id',
    'business_name',
    'state',
    'state_code',
    'wage_law',
    'pages',
    'started',
    'deadline',
  ],
} as const;

/** The annual report's facts, as the screens read them. */
export type AnnualReportFacts = FromSchema<typeof annualReportFactsAnswer>;
