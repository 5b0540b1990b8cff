import type { FastifyReply, FastifyRequest } from 'fastify';

/** Spec foundation §3/§7: the browser session id lives in the sessionId cookie, 7 days, SameSite strict. */
export const SESSION_COOKIE = 'sessionId';
const SESSION_COOKIE_MAX_AGE_S = 7 * 24 * 3600;

/** The sessionId cookie of the request, if any. */
export function readSessionCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Sets the sessionId cookie. Not HttpOnly: the app reads it to name its browser_session_id
 * (spec); it holds no credential beyond the anonymous registration it identifies.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${encodeURIComponent(id)}; Max-Age=${SESSION_COOKIE_MAX_AGE_S}; Path=/; SameSite=Strict${secure}`,
  );
}
