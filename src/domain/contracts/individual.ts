import type { FromSchema } from 'json-schema-to-ts';
import { RAPID_STATE_FILING } from '../checkout/rapid-state-filing';
import { TIERS } from '../tiers';

/**
 * GET /v1/individual/{individual_id}: the schema the server serialises the owner's account
 * with, and the browser's type and answer check (decision 0065).
 */

/**
 * The add-ons an owner can have bought, by the product name on the invoice, spelled as the
 * dashboard's app state spells them (spec dashboard §3 "add_ons (e.g. RAPID-STATE,
 * EXPERT-REVIEW, REGISTERED_AGENT)"): the expedited filing decides the formation's estimate,
 * the others show in the formation's modal.
 */
export const ADD_ON_NAMES: Readonly<Record<string, string>> = {
  [RAPID_STATE_FILING]: RAPID_STATE_FILING,
  EXPERT_REVIEW: 'EXPERT-REVIEW',
  REGISTERED_AGENT: 'REGISTERED_AGENT',
};

const individualProperties = {
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
  email_verified: {
    type: 'boolean',
    description: 'Whether the owner followed the link mailed to confirm their address',
  },
  /** Bought add-ons, values of ADD_ON_NAMES. */
  add_ons: {
    type: 'array',
    items: { enum: Object.values(ADD_ON_NAMES) },
  },
} as const;

/**
 * Open to other fields: the browser also reads the spec's order_url (src/api/owner-profile.ts),
 * which this server does not send.
 */
export const individualAnswer = {
  type: 'object',
  description: "The owner's account",
  properties: individualProperties,
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

/** The fields the server sends (without the open object's index signature). */
export type IndividualAnswer = FromSchema<
  typeof individualAnswer & { readonly additionalProperties: false }
>;
