import type { FastifyInstance } from 'fastify';

/** One HTTP call to the card payment provider's REST API, its path relative to the API base. */
export interface ProviderRequest {
  method: 'GET' | 'POST';
  /** e.g. /v1/payment_methods?customer=cus_…; the query string is already encoded. */
  path: string;
  headers: Record<string, string>;
  /** Form-encoded, for a POST. */
  body?: string;
}

export interface ProviderResponse {
  status: number;
  body: string;
}

/** How the provider client reaches the provider: over the network, or inside this process. */
export type ProviderTransport = (request: ProviderRequest) => Promise<ProviderResponse>;

/** The real provider (or a sandbox running elsewhere) at PAYMENTS_BASE_URL. */
export function fetchTransport(baseUrl: string): ProviderTransport {
  const base = baseUrl.replace(/\/+$/, '');
  return async ({ method, path, headers, body }) => {
    const response = await fetch(`${base}${path}`, { method, headers, body });
    return { status: response.status, body: await response.text() };
  };
}

/**
 * The embedded sandbox mounted at `mount` of this same server, called through Fastify's
 * inject: no network hop, and no need to know the address the server listens on (which a
 * server behind a proxy or on port 0 does not know).
 */
export function injectTransport(app: FastifyInstance, mount: string): ProviderTransport {
  return async ({ method, path, headers, body }) => {
    const response = await app.inject({
      method,
      url: `${mount}${path}`,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    return { status: response.statusCode, body: response.body };
  };
}
