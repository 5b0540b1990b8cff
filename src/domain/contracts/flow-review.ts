import { openObject } from './open-object';

/**
 * GET {reviewPath} (spec foundation §7: /v1/formation/review/{id}, /v1/ein/review/{id}, each
 * flow's): the schema the server serialises a flow's review with and the browser checks it with (decision 0065).
 */

export const flowReviewAnswer = {
  description: 'The saved pages the review shows, by name, each with its version',
  type: 'object',
  properties: {
    individual_id: { type: 'integer' },
    pages: {
      type: 'object',
      description:
        "The saved pages by name (page1…, and a page chosen by an answer, e.g. EIN's industry page), each with its updated_at; a page the flow proposes, never saved, has updated_at null",
      additionalProperties: openObject('A saved page'),
    },
  },
  required: ['individual_id', 'pages'],
} as const;
