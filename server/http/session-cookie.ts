import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE_DAYS } from '../../src/domain/account/data-lifetimes';
import { isSessionId } from './session-id';

/** Spec foundation §3/§7: the browser session id lives in the sessionId cookie, 7 days, SameSite strict. */
export const SESSION_COOKIE = 'sessionId';
const SESSION_COOKIE_MAX_AGE_S = SESSION_COOKIE_DAYS * 24 * 3600;

/**
 * Parses the Cookie header of the scope's requests (@fastify/cookie). A value that is not
 * valid percent-encoding (`sessionId=%E0`) is kept as sent rather than thrown on, and
 * readSessionCookie refuses it: a 400, never a 500.
 */
export async function registerSessionCookie(scope: FastifyInstance): Promise<void> {
  await scope.register(cookie);
}

/**
 * The sessionId cookie of the request, or null without one. A cookie that is not a session id
 * (garbled, or written by something else) is a 400 with a message: the browser starts a new
 * registration (POST /v1/browser_session/create ignores the cookie) and gets a good one.
 */
export function readSessionCookie(request: FastifyRequest): string | null {
  const value = request.cookies[SESSION_COOKIE];
  if (value === undefined) return null;
  if (!isSessionId(value)) {
    throw Object.assign(new Error('The sessionId cookie is not a registration id'), {
      statusCode: 400,
    });
  }
  return value;
}

/**
 * Sets the sessionId cookie. Not HttpOnly: the app reads it to name its browser_session_id
 * (spec); it holds no credential beyond the anonymous registration it identifies. Secure when
 * PUBLIC_URL, the address the browser is at, is https: a TLS-terminating proxy forwards plain
 * HTTP, so the request's own protocol would leave the cookie free to travel unencrypted.
 */
export function sessionCookieSetter(publicUrl: string) {
  const secure = new URL(publicUrl).protocol === 'https:';
  return (reply: FastifyReply, id: string): void => {
    reply.setCookie(SESSION_COOKIE, id, {
      maxAge: SESSION_COOKIE_MAX_AGE_S,
      path: '/',
      sameSite: 'strict',
      secure,
    });
  };
}
