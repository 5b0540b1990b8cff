import type { FromSchema } from 'json-schema-to-ts';

/**
 * POST /v1/browser_session/create (spec foundation §7): the schema of its request, with the
 * bot check's tokens, and the one the server serialises the new anonymous registration with
 * and the browser checks it with (decision 0065). Apart from the restore's and the email
 * check's: registration's first page loads only this one.
 */

export const browserSessionRequest = {
  type: 'object',
  properties: {
    browser_agent: { type: 'string', maxLength: 512 },
    recaptcha_v3_token: { type: 'string', maxLength: 4096 },
    recaptcha_v2_token: { type: 'string', maxLength: 4096 },
  },
} as const;

/** The bot check's proof that a person starts the registration (spec foundation §4). */
export type BotCheckTokens = Pick<
  FromSchema<typeof browserSessionRequest>,
  'recaptcha_v3_token' | 'recaptcha_v2_token'
>;

export const browserSessionCreated = {
  description: "The new registration's session (also set as the sessionId cookie)",
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    browser_session: {
      type: 'object',
      properties: { id: { type: 'string', format: 'uuid' } },
      required: ['id'],
    },
  },
  required: ['id', 'browser_session'],
} as const;
