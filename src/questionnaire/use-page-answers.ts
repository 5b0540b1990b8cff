import { useCallback, useRef, useState } from 'react';
import { applyEdits, errorsAfterEdit } from '../domain/questionnaire/apply-edit';
import { normalizeOnBlur } from '../domain/questionnaire/formatting';
import type { Answers, PageDefinition } from '../domain/questionnaire/page-definition';
import { validatePage, type FieldErrors } from '../domain/questionnaire/validate-page';
import { draftStore } from '../local/draft-store';
import { DRAFT_COMMIT_MEASURE, DRAFT_WRITE_MEASURE } from './draft-measures';
import { keptOnDevice, type PageAnswersState, type PageSource } from './page-source';
import { setPageHasUnsavedChanges } from './unsaved-changes';
import { usePageOpening } from './use-page-opening';

/**
 * A question page's answers, local first (DESIGN.md): the page opens from the device
 * (usePageOpening), every edit is handed to the draft store before the next frame, and
 * Continue validates and flushes the page's save to the outbox. How the device is written is
 * the store's business (src/local/draft-store.ts), never this hook's.
 */
export function usePageAnswers(definition: PageDefinition, source: PageSource) {
  const { ownerKey, pageId } = source;
  const [state, setState] = useState<PageAnswersState>({
    status: 'loading',
    answers: {},
    errors: {},
    draftState: null,
    serverCopy: null,
  });
  const answersRef = useRef<Answers>({});
  const editedRef = useRef(false);
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  const sourceRef = useRef(source);
  sourceRef.current = source;

  const show = useCallback((next: Partial<PageAnswersState>) => {
    if (next.answers) answersRef.current = next.answers;
    setState((current) => ({ ...current, ...next }));
  }, []);

  usePageOpening(source, definition.fields, show, editedRef);

  /** Hands the answers to the store, measuring each commit for the bench. */
  const persist = useCallback(
    (answers: Answers, started: number) => {
      const kept = keptOnDevice(sourceRef.current, answers);
      const write = draftStore.write(ownerKey, pageId, kept).then((timing) => {
        if (!timing) return;
        // The timing is on the epoch's scale (the worker has its own time origin).
        const end = timing.committed - performance.timeOrigin;
        performance.measure?.(DRAFT_COMMIT_MEASURE, { start: started, end });
        performance.measure?.(DRAFT_WRITE_MEASURE, {
          start: timing.began - performance.timeOrigin,
          end,
        });
      });
      writes.current = writes.current.then(() => write);
    },
    [ownerKey, pageId],
  );

  const setAnswers = useCallback(
    (after: Answers) => {
      const started = performance.now();
      const before = answersRef.current;
      editedRef.current = true;
      answersRef.current = after;
      setState((current) => ({
        ...current,
        answers: after,
        errors: errorsAfterEdit(current.errors, before, after),
        draftState: current.draftState === 'conflict' ? 'conflict' : 'dirty',
      }));
      setPageHasUnsavedChanges(true);
      persist(after, started);
    },
    [persist],
  );

  /** Several answers at once (an address chosen from the search): one draft write. */
  const editMany = useCallback(
    (edits: Answers) => setAnswers(applyEdits(definition.fields, answersRef.current, edits)),
    [definition, setAnswers],
  );

  const edit = useCallback(
    (name: string, value: unknown) => editMany({ [name]: value }),
    [editMany],
  );

  const blur = useCallback(
    (name: string) => {
      const current = answersRef.current[name];
      const normalized = normalizeOnBlur(name, current);
      if (normalized !== current) edit(name, normalized);
    },
    [edit],
  );

  /**
   * Continue: validates every field; with errors they are shown and false is returned. Otherwise
   * the save joins the outbox (sent now if online, later if not) and true is returned.
   */
  const submit = useCallback(async (): Promise<
    { ok: true } | { ok: false; errors: FieldErrors }
  > => {
    const answers = answersRef.current;
    const errors = validatePage(definition, answers);
    if (Object.keys(errors).length > 0) {
      setState((current) => ({ ...current, errors }));
      return { ok: false, errors };
    }
    const { submitNow } = sourceRef.current;
    await writes.current;
    if (submitNow) {
      const refused = await submitNow.send(answers);
      if (refused) {
        setState((current) => ({ ...current, errors: refused }));
        return { ok: false, errors: refused };
      }
      setPageHasUnsavedChanges(false);
      return { ok: true };
    }
    await draftStore.flush(sourceRef.current, answers);
    setPageHasUnsavedChanges(false);
    setState((current) => ({ ...current, errors: {}, draftState: 'queued' }));
    return { ok: true };
  }, [definition]);

  /** After a conflict: use the copy from the other device. */
  const takeTheirs = useCallback(async () => {
    const taken = await draftStore.takeTheirs(ownerKey, pageId);
    if (taken) show({ answers: taken.answers, draftState: 'synced', serverCopy: null, errors: {} });
    setPageHasUnsavedChanges(false);
  }, [ownerKey, pageId, show]);

  /** After a conflict: keep this device's answers, to be saved over the other copy on Continue. */
  const keepMine = useCallback(async () => {
    await draftStore.keepMine(ownerKey, pageId);
    show({ draftState: 'dirty', serverCopy: null });
  }, [ownerKey, pageId, show]);

  return { ...state, edit, editMany, setAnswers, blur, submit, takeTheirs, keepMine };
}
