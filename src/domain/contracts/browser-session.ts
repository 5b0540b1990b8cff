import { savedPageAnswer } from './saved-page';

/**
 * POST /v1/browser_session/create, GET /v1/browser_session/{id}/restore and GET /v1/check_email
 * (spec foundation §4, §7): the schemas the server serialises the anonymous registration's
 * answers with, and the browser's types and answer checks (decision 0065).
 */

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

export const browserSessionRestored = {
  description: "The registration's session and its saved pages",
  type: 'object',
  properties: {
    browser_session: {
      type: 'object',
      properties: { id: { type: 'string' }, account_created: { type: 'boolean' } },
      required: ['id', 'account_created'],
    },
    pages: {
      type: 'object',
      description: 'The saved pages by name (page1…), as GET /v1/pages/{page} answers',
      additionalProperties: savedPageAnswer,
    },
  },
  required: ['browser_session', 'pages'],
} as const;

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
