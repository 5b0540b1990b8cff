/**
 * GET /v1/check_email (spec foundation §7): the schema the server serialises whether an email
 * has an account with, and the browser's answer check (decision 0065).
 */
export const emailCheckAnswer = {
  description: 'Whether the email is taken (with the message to show when it is)',
  type: 'object',
  properties: {
    email: { type: 'string' },
    exists: { type: 'boolean' },
    message: { type: 'string' },
  },
  required: ['email', 'exists'],
} as const;
