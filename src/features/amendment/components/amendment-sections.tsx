import {
  agentDataProblem,
  isAmendmentPage,
  WILL_BE_EDITED,
} from '../../../domain/amendment/amendment-rules';
import { AMENDMENT_FLOW } from '../../../domain/flows/amendment-flow';
import { flowPageId } from '../../../domain/flows/flow';
import type { Answers } from '../../../domain/questionnaire/page-definition';
import type { Draft } from '../../../local/local-database';
import type { SectionExtras } from '../../../questionnaire/review-section';
import type { AmendmentStart } from '../../../domain/contracts/amendment';

/** A page's answers on this device (the server's, once a save has settled). */
export const amendmentAnswers = (
  drafts: Map<string, Draft> | undefined,
  page: string,
): Answers | null => drafts?.get(flowPageId(AMENDMENT_FLOW, page))?.answers ?? null;

/** Why the owner cannot go on (the agent is someone else, without data), or null. */
export const amendmentBlock = (drafts: Map<string, Draft> | undefined) =>
  agentDataProblem(amendmentAnswers(drafts, 'page5'));

/**
 * A section of the amendment's review as the business's state allows it: editable, or why not;
 * the business structure with its line; on the confirmation review, read-only, and tagged when
 * the server found its answers differ from the record (data_changed).
 */
export function amendmentSectionExtras(
  start: AmendmentStart,
  drafts: Map<string, Draft> | undefined,
  mode: 'review' | 'confirm',
) {
  return (page: string): SectionExtras => {
    // A page that is not one of the amendment's sections is editable.
    const section = isAmendmentPage(page) ? start.sections[page] : undefined;
    const changed = amendmentAnswers(drafts, page)?.data_changed === true;
    return {
      ...(mode === 'review' && section?.editable === false ? { locked: section.message } : {}),
      ...(mode === 'confirm' && changed ? { tag: WILL_BE_EDITED } : {}),
      ...(page === 'page5'
        ? { note: <p className="ch-amendment__structure">{start.structure}</p> }
        : {}),
    };
  };
}
