/**
 * GET /v1/formation/statefile/{id} (spec foundation §7): the schema the server serialises the
 * formation's state filing with, and the browser's answer check and type (decision 0065).
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
  required: [
    'id',
    'business_id',
    'business_name',
    'official_business_name',
    'state',
    'state_code',
    'status',
    'service_filing',
    'submitted_at',
    'estimated_business_days',
  ],
} as const;
