/**
 * Which of the identity provider's endpoints a request under /oidc reaches, however its path is
 * spelt. oidc-provider's router folds case and drops one trailing slash (`/oidc/TOKEN`,
 * `/oidc/Token/` are the token endpoint), Fastify decodes percent-escapes before matching, so
 * the limit is keyed on a path normalised past all of them: decoded, lower case, repeated
 * slashes collapsed, trailing slashes dropped. A spelling the provider would not answer only
 * adds a counter of its own for a 404.
 */
export function normalisedEndpoint(url: string, mount: string): string {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is kept as sent; the provider does not match it either.
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  if (path.startsWith(mount)) path = path.slice(mount.length);
  // The authorization endpoint resumes a sign-in at /auth/:uid: one endpoint, whichever uid.
  return path.startsWith('/auth/') ? '/auth/:uid' : path || '/';
}

/**
 * Endpoints that check credentials or start a sign-in: the token endpoint (password grant,
 * code exchange, refresh) and the authorization endpoint, each limited per client address to
 * the sign-in budget (AUTH_RATE_LIMIT_PER_MINUTE). Resuming a sign-in already started
 * (/auth/:uid) is not a new attempt and counts on the wider budget.
 */
const CREDENTIAL_ENDPOINTS = new Set(['/token', '/auth']);

/**
 * Every other endpoint (discovery, keys, user info, sign-out, revocation) is limited too, on a
 * wider budget: a page load asks for several of them, and none of them checks a password.
 */
const OTHER_ENDPOINT_BUDGET_FACTOR = 10;

/** Requests per minute and client address the endpoint allows. */
export function endpointLimit(endpoint: string, signInBudget: number): number {
  return CREDENTIAL_ENDPOINTS.has(endpoint)
    ? signInBudget
    : signInBudget * OTHER_ENDPOINT_BUDGET_FACTOR;
}
