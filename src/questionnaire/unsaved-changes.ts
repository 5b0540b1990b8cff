import { atom } from 'jotai';

/**
 * Whether the open questionnaire page holds changes that have not been continued (spec
 * foundation §2 "Questionnaire chrome": the review page counts as saved). The chrome's
 * 'Close and finish later' and the browser's leave warning read it.
 */
export const pageHasUnsavedChangesAtom = atom(false);
