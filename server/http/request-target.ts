import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/*
 * The request line's target (RFC 9112 §3.2), checked once for the whole server before any
 * route, limit or handler reads it. Parsers disagree on the forms an origin server should not
 * get: Fastify's router cuts a fragment off, Koa (the identity provider) parses it away, and
 * the text of the URL keeps it, so anything keyed on that text could count one path under many
 * names. The server therefore reads one form only: origin-form, `/path?query`.
 */

export const FRAGMENT_REFUSED =
  'The request target carries a fragment (#…), which is never sent to a server: send the path and query alone.';
export const MISDIRECTED_REQUEST =
  'This server answers only for its own address: send the path and query alone, or name this server.';
export const TARGET_NOT_A_PATH =
  'The request target is not a path: send the path and query, starting with "/".';

/** `scheme://authority…`: a request target in absolute-form. */
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*(.*)$/s;

/** The origin an absolute-form target names, or null when it has none or names a user. */
function originOf(target: string): string | null {
  try {
    const url = new URL(target);
    return url.username || url.password ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * Fastify's rewriteUrl, which runs before routing: an absolute-form target naming PUBLIC_URL's
 * own origin (which HTTP/1.1 servers must accept) becomes the origin-form it stands for, so
 * routing, rate-limit keys, logs and the identity provider all read the same path. Every other
 * target is left as sent, for refuseUnservableTargets.
 */
export function originFormOf(publicUrl: string): (request: IncomingMessage) => string {
  const ownOrigin = new URL(publicUrl).origin;
  return (request) => {
    const target = request.url ?? '/';
    if (target.startsWith('/')) return target;
    const absolute = ABSOLUTE_FORM.exec(target);
    if (!absolute || originOf(target) !== ownOrigin) return target;
    const rest = absolute[1]!;
    return rest.startsWith('/') ? rest : `/${rest}`;
  };
}

/** Why the server will not serve this target (after originFormOf), or null. */
function targetProblem(target: string): { status: number; message: string } | null {
  if (!target.startsWith('/')) {
    return ABSOLUTE_FORM.test(target)
      ? { status: 421, message: MISDIRECTED_REQUEST }
      : { status: 400, message: TARGET_NOT_A_PATH };
  }
  if (target.includes('#')) return { status: 400, message: FRAGMENT_REFUSED };
  return null;
}

/**
 * Refuses, before any route's own hooks (rate limits included) or handler, a target with a
 * fragment (400), in absolute-form for another origin (421 Misdirected Request, RFC 9110
 * §15.5.20), or in any other form than a path (`*`, authority-form: 400). Registered first on
 * the root, so it runs first for every route and for not-found requests alike.
 */
export function refuseUnservableTargets(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const problem = targetProblem(request.url);
    if (problem) return reply.code(problem.status).send({ message: problem.message });
  });
}
