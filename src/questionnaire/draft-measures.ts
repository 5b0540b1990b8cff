/**
 * performance.measure names read by `npm run bench`: an edit from its change handler to the
 * committed draft (it waits behind the keystroke's render), and the IndexedDB transaction alone.
 */
export const DRAFT_COMMIT_MEASURE = 'charter:draft-commit';
export const DRAFT_WRITE_MEASURE = 'charter:draft-write';
