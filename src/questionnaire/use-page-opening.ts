import { useEffect, useRef, type RefObject } from 'react';
import { ApiError } from '../api/http';
import { defaultAnswers } from '../domain/questionnaire/apply-edit';
import type { PageDefinition } from '../domain/questionnaire/page-definition';
import { draftStore } from '../local/draft-store';
import { reportStorageProblem, storageProblemOf } from '../local/storage-problems';
import type { ServerCopy } from '../local/local-database';
import type { PageAnswersState, PageSource } from './page-source';
import { setPageHasUnsavedChanges } from './unsaved-changes';

/**
 * Opens a question page local first (DESIGN.md): the draft on this device shows at once; the
 * server's copy replaces it only while the owner has no change of their own (none typed since
 * the page opened, none kept from before), and is then kept on the device.
 */
export function usePageOpening(
  source: PageSource,
  fields: PageDefinition['fields'],
  show: (next: Partial<PageAnswersState>) => void,
  /** Whether the owner has edited since the page opened: the server's copy then waits. */
  editedRef: RefObject<boolean>,
): void {
  const { ownerKey, pageId } = source;
  const sourceRef = useRef(source);
  sourceRef.current = source;
  // The screen may dress the same page's definition anew as data arrives (registration's
  // prices): that must not reload the page and drop what was typed meanwhile.
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;

  useEffect(() => {
    let cancelled = false;
    editedRef.current = false;
    void (async () => {
      const draft = await draftStore.read(ownerKey, pageId);
      if (cancelled) return;
      if (draft) {
        show({
          status: 'ready',
          answers: draft.answers,
          errors: draft.state === 'invalid' ? (draft.errors ?? {}) : {},
          draftState: draft.state,
          serverCopy: draft.serverCopy ?? null,
        });
        setPageHasUnsavedChanges(draft.state === 'dirty');
        // A draft of the owner's own (typed, queued, in conflict) is never replaced.
        if (draft.state !== 'synced') return;
      }
      let saved: ServerCopy | null;
      try {
        saved = await sourceRef.current.fetchSaved();
      } catch (error) {
        // Offline or the server is down: the device's copy (or a fresh page) is what there is.
        if (cancelled) return;
        const loadProblem = error instanceof ApiError && error.status > 0 ? error.message : null;
        show(
          draft
            ? { loadProblem }
            : { status: 'ready', answers: defaultAnswers(fieldsRef.current), loadProblem },
        );
        return;
      }
      if (cancelled || editedRef.current) return;
      if (!saved) {
        if (!draft) show({ status: 'ready', answers: defaultAnswers(fieldsRef.current) });
        return;
      }
      if (draft?.baseVersion === saved.updatedAt) return;
      show({ status: 'ready', answers: saved.answers, draftState: 'synced', errors: {} });
      await draftStore
        .keepCopy(ownerKey, pageId, saved.answers, saved.updatedAt)
        .catch((error: unknown) => reportStorageProblem(storageProblemOf(error)));
    })();
    return () => {
      cancelled = true;
    };
  }, [ownerKey, pageId, show, editedRef]);
}
