import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSessionCookie } from '../http/session-cookie';
import { UUID_PATTERN } from '../http/session-id';
import type { BrowserSession, BrowserSessionService } from '../services/browser-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous registration the request acts for (its sessionId cookie, checked). */
    browserSession: BrowserSession | null;
  }
}

/** A browser session's id as a route's schema takes it. */
export const sessionIdProperty = { type: 'string', pattern: UUID_PATTERN } as const;

/**
 * The preHandler of a route an anonymous registration calls: the request's browser_session_id
 * (query or body) must be the session of its own sessionId cookie (SameSite strict), so a
 * registration is read, written and asked about only from the browser that holds it. 403 when
 * they differ (or no id is named), 404 when the session is gone; otherwise the session is the
 * request's `browserSession`.
 */
export function requireOwnBrowserSession(sessions: BrowserSessionService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const named = [request.query, request.body]
      .map((source) => (source as { browser_session_id?: unknown } | undefined)?.browser_session_id)
      .find((id): id is string => typeof id === 'string');
    if (!named || readSessionCookie(request) !== named) {
      return reply.code(403).send({ message: 'This registration belongs to another browser' });
    }
    request.browserSession = await sessions.find(named);
    if (!request.browserSession) {
      return reply.code(404).send({ message: 'This registration was not found' });
    }
  };
}
