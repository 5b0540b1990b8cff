import type { FromSchema } from 'json-schema-to-ts';
import { OPTIONAL_EMAIL_CATEGORIES } from '../account/email-categories';

/*
 * The email notification settings' calls (decision 0074): GET and PUT
 * /v1/account/{individual_id}/email-preferences.
 */

const switches = Object.fromEntries(
  OPTIONAL_EMAIL_CATEGORIES.map((category) => [category, { type: 'boolean' }]),
) as Record<(typeof OPTIONAL_EMAIL_CATEGORIES)[number], { type: 'boolean' }>;

export const emailPreferencesSchema = {
  type: 'object',
  description: 'Which optional emails the owner receives',
  properties: {
    individual_id: { type: 'integer' },
    ...switches,
    signature_request_pending: {
      type: 'boolean',
      description: 'A signature request of the owner is waiting: its emails are on',
    },
  },
  required: ['individual_id', ...OPTIONAL_EMAIL_CATEGORIES, 'signature_request_pending'],
  additionalProperties: false,
} as const;
export type EmailPreferences = FromSchema<typeof emailPreferencesSchema>;

/** PUT: the switches to set; the others stay as they are. */
export const emailPreferencesBodySchema = {
  type: 'object',
  properties: switches,
  additionalProperties: false,
} as const;
export type EmailPreferencesBody = FromSchema<typeof emailPreferencesBodySchema>;
