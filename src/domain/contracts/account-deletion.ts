import type { FromSchema } from 'json-schema-to-ts';
import { MAX_TEXT_LENGTH } from '../text-limits';

/*
 * Deleting an account (decision 0081): GET /v1/account/{individual_id}/deletion says what a
 * deletion would keep and whether anything holds it back; POST deletes, confirmed by the
 * owner's password (Charter's own sign-in) or their email address typed again (OIDC_ISSUER).
 */

export const accountDeletionSchema = {
  type: 'object',
  description: 'What deleting the account would keep, and what holds it back',
  properties: {
    individual_id: { type: 'integer' },
    confirm_with: {
      enum: ['password', 'email'],
      description:
        "The owner's password, or (an external sign-in provider) their email typed again",
    },
    email: { type: 'string', description: "The account's email address" },
    invoices_kept: { type: 'integer', description: 'Invoices kept, each with its receipt' },
    signed_agreements_kept: {
      type: 'integer',
      description: 'Signed agreements kept with their audit trails',
    },
    services_in_progress: {
      type: 'array',
      items: { type: 'string' },
      description: 'Services Charter is still working on (their titles): a deletion waits for them',
    },
  },
  required: [
    'individual_id',
    'confirm_with',
    'email',
    'invoices_kept',
    'signed_agreements_kept',
    'services_in_progress',
  ],
  additionalProperties: false,
} as const;
export type AccountDeletion = FromSchema<typeof accountDeletionSchema>;

/** POST: the confirmation the owner gave, as GET's `confirm_with` asks for it. */
export const accountDeletionBodySchema = {
  type: 'object',
  properties: {
    password: { type: 'string', maxLength: MAX_TEXT_LENGTH },
    email: { type: 'string', maxLength: 254 },
  },
  additionalProperties: false,
} as const;
export type AccountDeletionBody = FromSchema<typeof accountDeletionBodySchema>;

export const accountDeletedSchema = {
  type: 'object',
  description: 'The account is deleted: every grant of it is ended, this one too',
  properties: {
    message: { type: 'string' },
    next: { type: 'string', description: 'The page that says what was kept' },
  },
  required: ['message', 'next'],
  additionalProperties: false,
} as const;
export type AccountDeleted = FromSchema<typeof accountDeletedSchema>;
