/** The browser session's id, kept by the server in the sessionId cookie (spec foundation §3). */
export function readSessionId(cookies = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    const id = decodeURIComponent(value.join('='));
    if (name === 'sessionId' && id) return id;
  }
  return null;
}

/** The owner key of an anonymous registration's local drafts and saves. */
export function sessionOwnerKey(sessionId: string): string {
  return `session:${sessionId}`;
}
