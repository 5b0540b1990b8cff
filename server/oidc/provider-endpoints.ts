import type Provider from 'oidc-provider';

/*
 * The identity provider's endpoints Charter serves, each a route of its own whose rate limit is
 * that route's (like every other limited route of the server). The provider is handed the
 * endpoint's canonical path, taken from its own route table, never the path as the client spelt
 * it: the endpoint it serves is by construction the one whose limit the request was counted
 * against. oidc-provider matches paths its own way (case folded, one trailing slash dropped, a
 * fragment parsed away by Koa); a spelling Fastify does not route to one of these routes is a
 * 404 from Charter and never reaches the provider.
 */

/** Which budget of the client address an endpoint draws on. */
type Budget = 'sign-in' | 'wide';

interface ServedEndpoint {
  /** The provider's name for the route (its router's names, as provider.pathFor takes them). */
  readonly name: string;
  readonly budget: Budget;
  /** Parameters of a dynamic route (the authorization endpoint's resume, /auth/:uid). */
  readonly params?: readonly string[];
  /**
   * A second path the provider serves under the same name: its router names only the first
   * (OIDC Discovery's fixed /.well-known/openid-configuration, beside RFC 8414's).
   */
  readonly path?: string;
}

/**
 * The endpoints the provider configuration (provider.ts) enables. Starting a sign-in (the
 * authorization endpoint) and the token endpoint (password grant, code exchange, refresh)
 * check credentials or start a sign-in: they get the sign-in budget. The others (resuming a
 * sign-in already started, discovery, keys, user info, revocation, sign-out) check no password
 * and a page load asks for several of them: they get a wider one. Enabling another feature of
 * the provider means adding its endpoint here; until then Charter answers it 404.
 */
const SERVED_ENDPOINTS = [
  { name: 'authorization', budget: 'sign-in' },
  { name: 'token', budget: 'sign-in' },
  { name: 'resume', budget: 'wide', params: ['uid'] },
  { name: 'discovery', budget: 'wide' },
  { name: 'discovery', budget: 'wide', path: '/.well-known/openid-configuration' },
  { name: 'jwks', budget: 'wide' },
  { name: 'userinfo', budget: 'wide' },
  { name: 'revocation', budget: 'wide' },
  { name: 'end_session', budget: 'wide' },
  { name: 'end_session_confirm', budget: 'wide' },
  { name: 'end_session_success', budget: 'wide' },
] as const satisfies readonly ServedEndpoint[];

export type EndpointName = (typeof SERVED_ENDPOINTS)[number]['name'];

/** How much wider the budget of the endpoints that check no password is. */
const WIDE_BUDGET_FACTOR = 10;

export interface ProviderEndpoint {
  /** The provider's name for it. */
  name: EndpointName;
  /** Its route on Charter, mount included, parameters as `:name` (`/oidc/auth/:uid`). */
  route: string;
  /** The canonical path the provider is handed (mount excluded) for the route's parameters. */
  providerPath(params: Readonly<Record<string, string>>): string;
  /** Requests per minute and client address. */
  max: number;
}

/**
 * The served endpoints with their routes, from the provider's own route table (pathFor), under
 * `mount`. Throws at start when the provider has no such endpoint (a feature turned off).
 */
export function providerEndpoints(
  provider: Provider,
  mount: string,
  signInBudget: number,
): ProviderEndpoint[] {
  return SERVED_ENDPOINTS.map((endpoint: ServedEndpoint & { name: EndpointName }) => {
    const { name, budget, params = [], path } = endpoint;
    const pathWith = (values: Readonly<Record<string, string>>) =>
      path ??
      provider.pathFor(name, {
        mountPath: '',
        ...Object.fromEntries(params.map((param) => [param, values[param] ?? ''])),
      });
    // The provider percent-encodes what it fills in: `:uid` comes back as `%3Auid`.
    const template = decodeURIComponent(
      pathWith(Object.fromEntries(params.map((param) => [param, `:${param}`]))),
    );
    return {
      name,
      route: `${mount}${template}`,
      providerPath: pathWith,
      max: budget === 'sign-in' ? signInBudget : signInBudget * WIDE_BUDGET_FACTOR,
    };
  });
}
