import { TEMPLATE_SLUGS } from '../../../../src/domain/hub/template-catalogue';
import {
  filledPagePath,
  TEMPLATE_FILLED_PAGE,
  TEMPLATES_FLOW,
} from '../../../../src/domain/flows/templates-flow';
import type { PageDefinition } from '../../../../src/domain/questionnaire/page-definition';
import { definePage } from '../../../pages/field-builders';
import { TEMPLATE_QUESTIONS } from '../templates/template-questions';

/** What a template page's Continue says: it leads to the filled document. */
export const FILL_BUTTON_LABEL = 'Fill my template';

/**
 * One page per template (decision 0070): its own questions, none required (a question left
 * blank prints the same placeholder as the blank template, to write in by hand). Each stands
 * alone: no Back to another template, and Continue leads to its filled page, which names it.
 */
export const TEMPLATE_PAGES: readonly PageDefinition[] = TEMPLATE_SLUGS.map((slug) => ({
  ...definePage({
    flow: TEMPLATES_FLOW,
    page: slug,
    fields: [...TEMPLATE_QUESTIONS[slug]],
    required: [],
    next: TEMPLATE_FILLED_PAGE,
    prev: null,
  }),
  next_button: { label: FILL_BUTTON_LABEL, next_page_url: filledPagePath(slug) },
}));
