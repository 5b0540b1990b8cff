/*
 * JSON schemas shared by the routes. Bodies arrive form-encoded (all strings) or as JSON; the
 * app's Ajv coerces types, so `{ type: 'string' }` also takes a JSON number and
 * `{ type: 'integer' }` a form string of digits. Unknown parameters are ignored rather than
 * refused, since provider clients send extras (e.g. Stripe.js's telemetry fields).
 */

export function text(maxLength = 500) {
  return { type: 'string', maxLength } as const;
}

/** The provider's limits: 50 keys of up to 40 characters, values of up to 500. */
export const metadataSchema = {
  type: 'object',
  maxProperties: 50,
  propertyNames: { maxLength: 40 },
  additionalProperties: text(500),
} as const;

export const billingDetailsSchema = {
  type: 'object',
  properties: {
    name: text(),
    email: text(),
    phone: text(),
    address: {
      type: 'object',
      properties: {
        line1: text(),
        line2: text(),
        city: text(),
        state: text(),
        postal_code: text(),
        country: text(2),
      },
    },
  },
} as const;

/** An object id in the URL; any unknown id, well formed or not, answers resource_missing. */
export const idParams = {
  type: 'object',
  properties: { id: text(255) },
  required: ['id'],
} as const;
