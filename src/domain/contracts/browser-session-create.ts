/**
 * POST /v1/browser_session/create (spec foundation §7): the schema the server serialises the
 * new anonymous registration with, and the browser's answer check (decision 0065). Apart from
 * the restore's and the email check's: registration's first page loads only this one.
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
