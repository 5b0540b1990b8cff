import { createHash, timingSafeEqual } from 'node:crypto';
import { documentSecurity } from '../api/openapi-document';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerCredential } from '../http/bearer-credential';
import { invalidRequest } from './stripe-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route also takes the publishable key (only /v1/tokens, as at the provider). */
    publishableKeyAccepted?: boolean;
  }
  interface FastifyRequest {
    /** The API key the request was authenticated with. */
    paymentsApiKey: string | null;
  }
}

export interface PaymentsApiKeys {
  publishableKey: string;
  secretKey: string;
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A wrong key is echoed as the provider does: enough to recognise it, not to reuse it. */
function redacted(key: string): string {
  return key.length > 12 ? `${key.slice(0, 8)}****${key.slice(-4)}` : '****';
}

/**
 * The provider's key check: `Authorization: Bearer <key>`; the publishable key (the one the
 * browser holds) only where a route accepts it, the secret key everywhere. Runs before the
 * body is parsed, so an unauthenticated request costs nothing more.
 */
export function registerApiKeys(app: FastifyInstance, keys: PaymentsApiKeys): void {
  app.decorateRequest('paymentsApiKey', null);
  app.addHook('onRoute', (route) => documentSecurity(route, 'paymentsKey'));
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const key = bearerCredential(request.headers.authorization);
    if (!key) {
      throw invalidRequest(
        "You did not provide an API key. Provide it in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        { statusCode: 401 },
      );
    }
    if (sameKey(key, keys.secretKey)) {
      request.paymentsApiKey = key;
      return;
    }
    if (sameKey(key, keys.publishableKey)) {
      if (!request.routeOptions.config.publishableKeyAccepted) {
        throw invalidRequest(
          'This API call cannot be made with a publishable API key. Please use a secret API key.',
          { statusCode: 401 },
        );
      }
      request.paymentsApiKey = key;
      return;
    }
    throw invalidRequest(`Invalid API Key provided: ${redacted(key)}`, { statusCode: 401 });
  });
}

/**
 * Whose idempotency keys these are: each API key has its own, as at the provider. A digest of
 * the key, so the secret key is not written to the database.
 */
export function idempotencyOwner(request: FastifyRequest): string | null {
  if (!request.paymentsApiKey) return null;
  const digest = createHash('sha256').update(request.paymentsApiKey).digest('base64url');
  return `payments:${digest.slice(0, 22)}`;
}
