import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the open questionnaire page holds changes that have not been continued (spec
 * foundation §2 "Questionnaire chrome": the review page counts as saved). The chrome's
 * 'Close and finish later' and the browser's leave warning read it. One flag for the whole tab,
 * so a plain module store is enough (decision 0016).
 */
let unsaved = false;
const listeners = new Set<() => void>();

export function setPageHasUnsavedChanges(value: boolean): void {
  if (value === unsaved) return;
  unsaved = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageHasUnsavedChanges(): boolean {
  return useSyncExternalStore(subscribe, () => unsaved);
}

/**
 * The browser's own leave warning while the page holds unsaved changes: every questionnaire
 * page, the anonymous registration's included (it has no 'Close and finish later').
 */
export function useLeaveWarning(): void {
  const unsavedNow = usePageHasUnsavedChanges();
  useEffect(() => {
    if (!unsavedNow) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsavedNow]);
}
