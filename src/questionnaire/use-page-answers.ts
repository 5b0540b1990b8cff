import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/http';
import { applyEdits, defaultAnswers, errorsAfterEdit } from '../domain/questionnaire/apply-edit';
import { normalizeOnBlur } from '../domain/questionnaire/formatting';
import type { Answers, PageDefinition } from '../domain/questionnaire/page-definition';
import { validatePage, type FieldErrors } from '../domain/questionnaire/validate-page';
import { keepServerCopy, rebaseOnServerCopy, saveDraftEdit, takeServerCopy } from '../local/drafts';
import { loadDeviceDatabase, loadedDeviceDatabase } from '../local/load-device-database';
import { readStoredDraft } from '../local/stored-reads';
import type { DraftState, ServerCopy } from '../local/local-database';
import { saveDirtyDraftEdit } from '../local/draft-writer';
import { reportStorageProblem, storageProblemOf } from '../local/storage-problems';
import { DRAFT_COMMIT_MEASURE, DRAFT_WRITE_MEASURE } from './draft-measures';
import { setPageHasUnsavedChanges } from './unsaved-changes';

/** Where a page's answers come from and go to. */
export interface PageSource {
  /** Whose answers: `individual:<id>`, or `session:<id>` for an anonymous registration. */
  ownerKey: string;
  /** The page definition id, e.g. formation/page1. */
  pageId: string;
  /** The save's path on the main backend, e.g. /v1/formation/page1. */
  savePath: string;
  /** Sent beside the answers with every save (individual_id). */
  meta: Answers;
  /** The server's copy: null when nothing is saved; throws when the server cannot be reached. */
  fetchSaved: () => Promise<ServerCopy | null>;
  /**
   * A page that cannot wait in the outbox (registration page5 creates the account): Continue
   * sends its valid answers through this instead and gets the server's messages back, or null
   * once it is done. Its secret fields (passwords) are never written to the device.
   */
  submitNow?: {
    send: (answers: Answers) => Promise<FieldErrors | null>;
    secretFields: readonly string[];
  };
}

/** A page sent at once (submitNow) that the server could not take: its message is shown. */
export class PageSubmitError extends Error {
  override name = 'PageSubmitError';
}

/** The answers as the device may keep them: without the page's secret fields. */
function keptOnDevice(source: PageSource, answers: Answers): Answers {
  const secret = source.submitNow?.secretFields;
  if (!secret?.length) return answers;
  return Object.fromEntries(Object.entries(answers).filter(([name]) => !secret.includes(name)));
}

export interface PageAnswersState {
  status: 'loading' | 'ready';
  answers: Answers;
  errors: FieldErrors;
  /** Where this page's draft stands on this device; null before anything was kept. */
  draftState: DraftState | null;
  /** With draftState conflict: the copy saved from another device. */
  serverCopy: ServerCopy | null;
  /**
   * The server answered the page's load with a failure ('Failed to fetch EIN data (500)'); the
   * device's copy, or a fresh page, is shown meanwhile. Null offline: that is not a failure.
   */
  loadProblem?: string | null;
}

/**
 * A question page's answers, local first (DESIGN.md): the draft on this device opens at once,
 * the server's copy replaces it only while the owner has no change of their own, every edit is
 * written to the device before the next frame, and Continue queues the save in the outbox.
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
  /** The stored draft is known to be dirty: further edits may take the keystroke path. */
  const storedDirtyRef = useRef(false);
  const writes = useRef<Promise<void>>(Promise.resolve());
  const sourceRef = useRef(source);
  sourceRef.current = source;
  // The screen may dress the same page's definition anew as data arrives (registration's
  // prices): that must not reload the page and drop what was typed meanwhile.
  const fieldsRef = useRef(definition.fields);
  fieldsRef.current = definition.fields;

  const show = useCallback((next: Partial<PageAnswersState>) => {
    if (next.answers) answersRef.current = next.answers;
    setState((current) => ({ ...current, ...next }));
  }, []);

  useEffect(() => {
    let cancelled = false;
    editedRef.current = false;
    storedDirtyRef.current = false;
    void (async () => {
      const draft = await readStoredDraft(ownerKey, pageId).catch((error: unknown) => {
        reportStorageProblem(storageProblemOf(error));
        return undefined;
      });
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
        storedDirtyRef.current = draft.state === 'dirty';
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
      await loadDeviceDatabase()
        .then((db) => keepServerCopy(db, ownerKey, pageId, saved.answers, saved.updatedAt))
        .catch((error: unknown) => reportStorageProblem(storageProblemOf(error)));
    })();
    return () => {
      cancelled = true;
    };
  }, [ownerKey, pageId, show]);

  /** Writes the answers to the device in edit order, measuring each commit. */
  const persist = useCallback(
    (answers: Answers, started: number) => {
      // Started at once, not after the previous write: IndexedDB commits transactions on the
      // same store in the order they were created, and the round trip overlaps the render.
      const save = storedDirtyRef.current ? saveDirtyDraftEdit : saveDraftEdit;
      storedDirtyRef.current = true;
      const kept = keptOnDevice(sourceRef.current, answers);
      const loaded = loadedDeviceDatabase();
      const write = (
        loaded
          ? save(loaded, ownerKey, pageId, kept)
          : loadDeviceDatabase().then((db) => save(db, ownerKey, pageId, kept))
      )
        .then(({ began, committed }) => {
          // The timing is on the epoch's scale (the worker has its own time origin).
          const end = committed - performance.timeOrigin;
          performance.measure?.(DRAFT_COMMIT_MEASURE, { start: started, end });
          performance.measure?.(DRAFT_WRITE_MEASURE, {
            start: began - performance.timeOrigin,
            end,
          });
        })
        .catch((error: unknown) => reportStorageProblem(storageProblemOf(error)));
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
    const { savePath, meta, submitNow } = sourceRef.current;
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
    storedDirtyRef.current = false;
    const [db, { sendPageSave }] = await Promise.all([
      loadDeviceDatabase(),
      import('../local/send-page-save'),
    ]);
    await sendPageSave(db, ownerKey, pageId, savePath, answers, meta);
    setPageHasUnsavedChanges(false);
    setState((current) => ({ ...current, errors: {}, draftState: 'queued' }));
    return { ok: true };
  }, [definition, ownerKey, pageId]);

  /** After a conflict: use the copy from the other device. */
  const takeTheirs = useCallback(async () => {
    storedDirtyRef.current = false;
    const taken = await takeServerCopy(await loadDeviceDatabase(), ownerKey, pageId);
    if (taken) show({ answers: taken.answers, draftState: 'synced', serverCopy: null, errors: {} });
    setPageHasUnsavedChanges(false);
  }, [ownerKey, pageId, show]);

  /** After a conflict: keep this device's answers, to be saved over the other copy on Continue. */
  const keepMine = useCallback(async () => {
    storedDirtyRef.current = false;
    await rebaseOnServerCopy(await loadDeviceDatabase(), ownerKey, pageId);
    show({ draftState: 'dirty', serverCopy: null });
  }, [ownerKey, pageId, show]);

  return { ...state, edit, editMany, setAnswers, blur, submit, takeTheirs, keepMine };
}
