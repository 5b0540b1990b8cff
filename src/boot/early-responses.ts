/**
 * GETs the early script (early-owner-requests.ts) started while the app's code was still
 * downloading, by URL. The app's boot prefetch of the query that wants the same URL, with the
 * same token, adopts the response instead of asking again (prefetch-owner-data.ts); each is
 * adopted once, and only while fresh, so a later refetch always asks the server.
 */
const FRESH_FOR_MS = 10_000;

interface EarlyGet {
  token: string;
  startedAtMs: number;
  response: Promise<Response>;
}

const earlyGets = new Map<string, EarlyGet>();

/** Sends an authorised GET now, as the app itself would (same headers), for the app to adopt. */
export function startEarlyGet(url: string, token: string, nowMs = Date.now()): void {
  const response = fetch(url, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  // A failure is the adopter's to handle (it asks again); left unadopted, it is nobody's.
  response.catch(() => undefined);
  earlyGets.set(url, { token, startedAtMs: nowMs, response });
}

/**
 * The early response to a GET of `url` sent with `token`, taken out of the registry, or null
 * when there is none, it was sent with another token, or it is too old to stand for a new one.
 */
export function takeEarlyResponse(
  url: string,
  token: string,
  nowMs = Date.now(),
): Promise<Response> | null {
  const early = earlyGets.get(url);
  if (!early) return null;
  earlyGets.delete(url);
  if (early.token !== token || nowMs - early.startedAtMs > FRESH_FOR_MS) return null;
  return early.response;
}
