import type { Answers } from '../domain/questionnaire/page-definition';
import type { Draft } from './local-database';

/** When a draft write began and committed, in ms since the epoch (comparable across threads). */
export interface WriteTiming {
  began: number;
  committed: number;
}

/** performance.now() on the epoch's scale: a page and its worker have different time origins. */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

const DRAFT_STATES: ReadonlySet<string> = new Set([
  'dirty',
  'queued',
  'synced',
  'conflict',
  'invalid',
]);

/** Whether a stored value is a draft this version of the app understands. */
export function isDraftRecord(value: unknown): value is Draft {
  const draft = value as Partial<Draft> | null;
  return (
    draft !== null &&
    typeof draft === 'object' &&
    typeof draft.ownerKey === 'string' &&
    typeof draft.pageId === 'string' &&
    typeof draft.answers === 'object' &&
    draft.answers !== null &&
    !Array.isArray(draft.answers) &&
    (draft.baseVersion === null || typeof draft.baseVersion === 'string') &&
    typeof draft.state === 'string' &&
    DRAFT_STATES.has(draft.state)
  );
}

/** A draft after an edit: the new answers, dirty, on the version and server copy it had. */
export function editedDraft(
  existing: Draft | undefined,
  ownerKey: string,
  pageId: string,
  answers: Answers,
  now: number,
): Draft {
  return {
    ownerKey,
    pageId,
    answers,
    baseVersion: existing?.baseVersion ?? null,
    localTime: now,
    state: 'dirty',
    serverCopy: existing?.serverCopy ?? null,
  };
}
