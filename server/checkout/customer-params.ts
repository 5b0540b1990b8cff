/** The `{customer_id}` of a /v1/customer/{customer_id}/… path. */
export const customerParams = {
  type: 'object',
  properties: { customer_id: { type: 'string', minLength: 1, maxLength: 255 } },
  required: ['customer_id'],
} as const;
