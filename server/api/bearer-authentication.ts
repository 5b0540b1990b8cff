import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerCredential } from '../http/bearer-credential';
import type { AccessTokenVerifier, Caller } from './access-tokens';
import { documentSecurity, type SecurityScheme } from './openapi-document';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a bearer token (spec foundation §6: registration, session, openapi). */
    public?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

function unauthorized(reply: FastifyReply) {
  return reply
    .code(401)
    .header('www-authenticate', 'Bearer realm="charter-api"')
    .send({ message: 'Unauthorized' });
}

/** Whose idempotency keys a signed-in caller's are: one namespace per owner, on every mount. */
export function callerKeyOwner(caller: Caller): string {
  return `individual:${caller.individualId}`;
}

/**
 * Puts every route of `app`'s scope that is not marked `public` behind the owner's bearer
 * token (the main API's JWT access token): the caller comes from the verified token, never
 * from a request parameter. `refuseOthers` then runs once the body is parsed, to refuse a
 * request that names something of another owner.
 *
 * Attached per route, and only to the routes that are not public: a hook on the whole scope
 * would cost every public request too.
 */
export function requireBearerToken(
  app: FastifyInstance,
  verifyAccessToken: AccessTokenVerifier,
  refuseOthers: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  /** Which token the document says the routes take: the access token, or the id token. */
  scheme: Extract<SecurityScheme, 'ownerToken' | 'idToken'> = 'ownerToken',
): void {
  app.decorateRequest('caller', null);

  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerCredential(request.headers.authorization);
    if (!token) return unauthorized(reply);
    try {
      request.caller = await verifyAccessToken(token);
    } catch {
      return unauthorized(reply);
    }
  };

  app.addHook('onRoute', (route) => {
    if (route.config?.public) return;
    documentSecurity(route, scheme);
    // After the route's rate limit (@fastify/rate-limit's onRequest hook, added as the route
    // was): a request without a token still spends the route's budget.
    route.onRequest = [...[route.onRequest ?? []].flat(), authenticate];
    route.preHandler = [refuseOthers, ...[route.preHandler ?? []].flat()];
  });
}
