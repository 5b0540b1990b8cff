import type { FromSchema } from 'json-schema-to-ts';
import { TEMPLATE_SLUGS } from '../hub/template-catalogue';

/**
 * POST /v1/business_templates/fill (decision 0070): the template the owner fills. The answer
 * is the document kept among theirs, as the documents list shows it (documentListItem).
 */
export const templateFillBody = {
  type: 'object',
  properties: {
    template: {
      enum: TEMPLATE_SLUGS,
      description: "The template's slug; its answers are the owner's saved page of it",
    },
  },
  required: ['template'],
  additionalProperties: false,
} as const;

export type TemplateFillBody = FromSchema<typeof templateFillBody>;
