import type { PageDefinition } from '../domain/questionnaire/page-definition';
import { validatePage } from '../domain/questionnaire/validate-page';
import type { Draft } from '../local/local-database';

/**
 * Why a review page cannot go on yet, in the owner's words: the first section that has no
 * answers, was changed on another device, or holds answers that need attention. Null when
 * every section is ready.
 */
export function reviewSectionProblem(
  sections: ReadonlyArray<{ page: string; heading: string }>,
  definitions: ReadonlyArray<PageDefinition | null | undefined>,
  draftOf: (page: string) => Draft | undefined,
): string | null {
  for (const [index, section] of sections.entries()) {
    const draft = draftOf(section.page);
    const definition = definitions[index];
    if (!draft || !definition) return `Please complete the step "${section.heading}" first.`;
    if (draft.state === 'conflict') {
      return `"${section.heading}" was changed on another device: open that step and choose which answers to keep.`;
    }
    if (Object.keys(validatePage(definition, draft.answers)).length > 0) {
      return `Some answers in "${section.heading}" need attention: use its Edit button.`;
    }
  }
  return null;
}
