/**
 * What can go wrong with the device's storage, reported once to whoever shows it (the
 * questionnaire's notice). Each message says what happened and that nothing synced is lost.
 */
export type StorageProblem = 'upgraded-elsewhere' | 'quota' | 'unreadable' | 'unavailable';

export const STORAGE_PROBLEM_MESSAGES: Record<StorageProblem, string> = {
  'upgraded-elsewhere':
    'Charter was updated in another tab. Reload this tab to keep saving your answers on this device. Everything already saved to your account is safe.',
  quota:
    'This device is out of storage space, so new answers cannot be kept on it. Everything already saved to your account is safe; keep this page open while you free up space.',
  unreadable:
    'Some answers kept on this device could not be read, so the copy saved to your account was loaded instead.',
  unavailable:
    'This browser cannot keep answers on this device. Keep this page open until your answers are saved to your account.',
};

type Listener = (problem: StorageProblem | null) => void;

let current: StorageProblem | null = null;
const listeners = new Set<Listener>();

export function reportStorageProblem(problem: StorageProblem): void {
  // An upgrade elsewhere outranks the rest: nothing else works until this tab reloads.
  if (current === 'upgraded-elsewhere') return;
  current = problem;
  for (const listener of listeners) listener(current);
}

export function clearStorageProblem(): void {
  current = null;
  for (const listener of listeners) listener(current);
}

export function currentStorageProblem(): StorageProblem | null {
  return current;
}

export function subscribeToStorageProblems(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sorts a failed write or read into the problem the owner is told about. */
export function storageProblemOf(error: unknown): StorageProblem {
  const name = (error as { name?: string } | null)?.name ?? '';
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') return 'quota';
  if (name === 'DatabaseClosedError' || name === 'VersionError') return 'upgraded-elsewhere';
  if (name === 'MissingAPIError' || name === 'OpenFailedError') return 'unavailable';
  return 'unreadable';
}
