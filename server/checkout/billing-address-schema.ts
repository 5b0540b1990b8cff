/** A billing address as the card routes take it (dashboard §3): in the US, line2 optional. */
export const billingAddressSchema = {
  type: 'object',
  properties: {
    line1: { type: 'string', maxLength: 256 },
    line2: { type: 'string', maxLength: 256 },
    city: { type: 'string', maxLength: 256 },
    state: { type: 'string', maxLength: 256 },
    postal_code: { type: 'string', maxLength: 256 },
    country: { enum: ['US'] },
  },
  required: ['line1', 'city', 'state', 'postal_code', 'country'],
} as const;
