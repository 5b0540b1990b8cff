/**
 * GET /v1/formation/statefile/{id} (spec foundation §7): the schema the server serialises the
 * formation's state filing with, and the browser's answer check (decision 0065). Its type is
 * written out beside the browser's fetcher: reading it from this schema is too deep for tsc.
 */
export const stateFileAnswer = {
  description: 'The state filing',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    business_id: { type: 'integer' },
    business_name: { type: 'string' },
    official_business_name: { type: ['string', 'null'] },
    state: { type: 'string' },
    state_code: { type: 'string' },
    status: { type: 'string' },
    service_filing: { enum: ['standard', 'rapid'] },
    submitted_at: { type: 'string', format: 'date-time' },
    estimated_business_days: { type: 'integer' },
  },
} as const;
