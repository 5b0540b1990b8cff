/**
 * `Bearer <credential>` (RFC 6750 §2.1). The scheme is case-insensitive (RFC 9110 §11.1: `bearer`
 * and `BEARER` are the same scheme) and may be followed by more than one space; the credential is
 * one run of visible characters.
 */
const BEARER_CREDENTIALS = /^bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The credential an Authorization header carries under the Bearer scheme, or null (no header,
 * another scheme, nothing or more than one word after it). The one parser for every route
 * that takes a bearer credential: the API's and checkout's access tokens, the payments
 * sandbox's keys and the back office's secret.
 */
export function bearerCredential(authorization: string | undefined): string | null {
  return BEARER_CREDENTIALS.exec(authorization ?? '')?.[1] ?? null;
}
