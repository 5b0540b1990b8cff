import type { FromSchema } from 'json-schema-to-ts';
import { MAX_TEXT_LENGTH } from '../text-limits';

/*
 * The security page's calls (decision 0073): what the API document describes, Fastify validates
 * and serialises, and the browser checks the answers with (decision 0065).
 */

const dateTime = { type: 'string', format: 'date-time' } as const;

/** One signed-in device: a grant of the identity provider, named by the browser it was used from. */
const signedInDevice = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'Names the device in DELETE …/sessions/{session_id}' },
    browser: { type: 'string', description: 'e.g. "Chrome on Android", or "Unknown device"' },
    signed_in_at: dateTime,
    last_active_at: { ...dateTime, type: ['string', 'null'] },
    current: { type: 'boolean', description: 'The device this request came from' },
  },
  required: ['id', 'browser', 'signed_in_at', 'last_active_at', 'current'],
  additionalProperties: false,
} as const;

/** GET /v1/account/{individual_id}/security, and the answer of every change to it. */
export const accountSecuritySchema = {
  type: 'object',
  description: "The owner's password settings and signed-in devices",
  properties: {
    individual_id: { type: 'integer' },
    /** Charter's own sign-in keeps the password; an external provider (OIDC_ISSUER) its own. */
    password_managed_by: { enum: ['charter', 'external'] },
    /** Where an external provider's owner changes their password; null for Charter's own. */
    manage_url: { type: ['string', 'null'] },
    password_changed_at: dateTime,
    password_reminder: { type: 'boolean' },
    devices: { type: 'array', items: signedInDevice },
    /** What the change just made did, for the page's status message; absent on a read. */
    message: { type: 'string' },
  },
  required: [
    'individual_id',
    'password_managed_by',
    'manage_url',
    'password_changed_at',
    'password_reminder',
    'devices',
  ],
  additionalProperties: false,
} as const;
export type AccountSecurity = FromSchema<typeof accountSecuritySchema>;
export type SignedInDevice = AccountSecurity['devices'][number];

const password = { type: 'string', maxLength: MAX_TEXT_LENGTH } as const;

/** POST /v1/account/{individual_id}/password: the confirmation is the form's own check. */
export const passwordChangeBodySchema = {
  type: 'object',
  properties: { current_password: password, password },
  required: ['current_password', 'password'],
  additionalProperties: false,
} as const;
export type PasswordChangeBody = FromSchema<typeof passwordChangeBodySchema>;

/** PUT /v1/account/{individual_id}/password-reminder. */
export const passwordReminderBodySchema = {
  type: 'object',
  properties: { password_reminder: { type: 'boolean' } },
  required: ['password_reminder'],
  additionalProperties: false,
} as const;

/** A signed-in device's id as the security answer gives it. */
export const SESSION_ID_PATTERN = '^[0-9a-f]{24}$';
