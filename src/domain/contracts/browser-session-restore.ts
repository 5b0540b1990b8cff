import { savedPageAnswer } from './saved-page';

/**
 * GET /v1/browser_session/{id}/restore (spec foundation §4): the schema the server serialises a
 * restored registration with, and the browser's answer check (decision 0065).
 */
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
