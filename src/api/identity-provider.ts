import { runtimeConfig } from './runtime-config';
import type { Tokens } from './token-store';

interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
}

export class TokenRequestError extends Error {
  override name = 'TokenRequestError';
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`Token request failed: ${code} (${status})`);
  }
}

/** What the app reads of the identity provider's discovery document. */
interface Endpoints {
  token_endpoint: string;
  /** Optional in OpenID discovery: an external provider may have none. */
  revocation_endpoint?: string;
}

let endpoints: Promise<Endpoints> | null = null;

/** The identity provider's endpoints, from its discovery document (read once). */
function discoverEndpoints(): Promise<Endpoints> {
  endpoints ??= fetch(`${runtimeConfig().oidc.authority}/.well-known/openid-configuration`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`OIDC discovery failed (${response.status})`);
      return (await response.json()) as Endpoints;
    })
    .catch((error: unknown) => {
      endpoints = null;
      throw error;
    });
  return endpoints;
}

const FORM_HEADERS = {
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'application/json',
};

/** POSTs a grant to the token endpoint (form-encoded, public client). */
async function requestTokens(grant: Record<string, string>): Promise<Tokens> {
  const response = await fetch((await discoverEndpoints()).token_endpoint, {
    method: 'POST',
    headers: FORM_HEADERS,
    body: new URLSearchParams({ ...grant, client_id: runtimeConfig().oidc.clientId }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<TokenResponse> & {
    error?: string;
  };
  if (!response.ok || !body.access_token)
    throw new TokenRequestError(response.status, body.error ?? 'server_error');
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? null,
    idToken: body.id_token ?? null,
  };
}

/** Exchanges a refresh token; the provider rotates it, so the old one is dead afterwards. */
export function exchangeRefreshToken(
  refreshToken: string,
  idToken: string | null,
): Promise<Tokens> {
  return requestTokens({ grant_type: 'refresh_token', refresh_token: refreshToken }).then(
    (tokens) => ({
      ...tokens,
      idToken: tokens.idToken ?? idToken,
    }),
  );
}

/**
 * The password grant (spec foundation §7 "Identity provider"): used once, right after
 * registration page5 created the account, to sign the new owner in without a redirect.
 */
export function signInWithPassword(email: string, password: string): Promise<Tokens> {
  return requestTokens({ grant_type: 'password', username: email, password, scope: 'openid' });
}

/** How long signing out waits for the provider to revoke the grant before going on without. */
const REVOCATION_TIMEOUT_MS = 3000;

/**
 * Revokes a refresh token, and with it its whole grant: the access tokens issued under it stop
 * working at once (RFC 7009). Resolves within a few seconds whatever happens: a provider without
 * a revocation endpoint, offline or slow leaves the grant to expire.
 */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  const deadline = AbortSignal.timeout(REVOCATION_TIMEOUT_MS);
  const givenUp = new Promise<void>((resolve) =>
    deadline.addEventListener('abort', () => resolve()),
  );
  const revoking = discoverEndpoints()
    .then(async ({ revocation_endpoint: endpoint }) => {
      if (!endpoint) return;
      await fetch(endpoint, {
        method: 'POST',
        headers: FORM_HEADERS,
        body: new URLSearchParams({
          token: refreshToken,
          token_type_hint: 'refresh_token',
          client_id: runtimeConfig().oidc.clientId,
        }),
        signal: deadline,
      });
    })
    .catch(() => {
      // Offline or unreachable: signing out goes on.
    });
  await Promise.race([revoking, givenUp]);
}
