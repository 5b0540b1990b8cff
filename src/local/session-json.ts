/**
 * A tab's small records in session storage, as JSON: read back only when `isValid` accepts
 * them (anything else counts as none), written without ever throwing — storage that is full
 * or blocked (private browsing) costs the copy, never the work that wanted to keep it.
 */
export function readSessionJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept: the caller's fallback (rebuilding, asking the server) applies.
  }
}

export function removeSessionJson(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
