import { useSyncExternalStore } from 'react';
import {
  currentStorageProblem,
  STORAGE_PROBLEM_MESSAGES,
  subscribeToStorageProblems,
} from '../local/storage-problems';
import { PlainButton } from '../ui/plain-button';
import { Notice } from '../ui/notice';

/** Says plainly when this device cannot keep answers, and what is safe. */
export function StorageProblemNotice() {
  const problem = useSyncExternalStore(subscribeToStorageProblems, currentStorageProblem);
  if (!problem) return null;
  return (
    <Notice tone="warning" role="alert">
      <p>{STORAGE_PROBLEM_MESSAGES[problem]}</p>
      {problem === 'upgraded-elsewhere' && (
        <PlainButton variant="secondary" onClick={() => window.location.reload()}>
          Reload this tab
        </PlainButton>
      )}
    </Notice>
  );
}
