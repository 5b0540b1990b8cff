/**
 * The browser session's id, kept by the server in the sessionId cookie (spec foundation §3).
 * A value that is not valid percent-encoding names no session (as on the server).
 */
export function readSessionId(cookies = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== 'sessionId') continue;
    try {
      const id = decodeURIComponent(value.join('='));
      if (id) return id;
    } catch {
      // Garbled: as if absent.
    }
  }
  return null;
}

/** The owner key of an anonymous registration's local drafts and saves. */
export function sessionOwnerKey(sessionId: string): string {
  return `session:${sessionId}`;
}
