import { ADD_ON_NAMES } from '../../src/domain/owner-profile';
import { TIERS } from '../../src/domain/tiers';

/*
 * Response schemas of the owner's routes, shared by the route (serialisation) and the OpenAPI
 * document, so the two cannot drift apart.
 */

/** GET /v1/individual/{individual_id}. */
export const individualSchema = {
  type: 'object',
  description: "The owner's account",
  properties: {
    individual_id: { type: 'integer' },
    email: { type: 'string', format: 'email' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    phone: { type: ['string', 'null'] },
    tier: { enum: [...TIERS, null] },
    stripe_customer_id: { type: ['string', 'null'] },
    business_state: {
      type: ['string', 'null'],
      description: "Two-letter code of the business's state, set by the first purchase",
    },
    add_ons: {
      type: 'array',
      items: { enum: Object.values(ADD_ON_NAMES) },
    },
  },
  required: [
    'individual_id',
    'email',
    'first_name',
    'last_name',
    'phone',
    'tier',
    'stripe_customer_id',
    'business_state',
    'add_ons',
  ],
} as const;

/** GET /v1/services/status/{individual_id}. */
export const serviceStatusesSchema = {
  type: 'object',
  description: "The owner's services, empty before the first purchase",
  properties: {
    individual_id: { type: 'integer' },
    services: {
      type: 'array',
      description: 'By service name',
      items: {
        type: 'object',
        properties: {
          service: {
            type: 'string',
            description: 'The product key in hyphenated lower case, e.g. llc-formation',
          },
          status: { type: 'string', examples: ['PURCHASED', 'SUBMITTED', 'ACTIVE'] },
          updated_at: { type: 'string', format: 'date-time' },
        },
        required: ['service', 'status', 'updated_at'],
      },
    },
  },
  required: ['individual_id', 'services'],
} as const;
