/**
 * What every questionnaire page route answers (GET and POST /v1/pages/{page} and the flows'
 * twins): the saved answers, open to each field the page has, and the version a save names
 * (decision 0065). The browser reads it through `serverCopyOf`.
 */
export const savedPageAnswer = {
  type: 'object',
  description:
    "The page's saved answers, the owner's field, and updated_at: the version a save names (null: a page the flow proposes, never saved)",
  properties: { updated_at: { type: ['string', 'null'], format: 'date-time' } },
  additionalProperties: true,
} as const;
