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

let tokenEndpoint: Promise<string> | null = null;

/** The identity provider's token endpoint, from its discovery document. */
function discoverTokenEndpoint(): Promise<string> {
  tokenEndpoint ??= fetch(`${runtimeConfig().oidc.authority}/.well-known/openid-configuration`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`OIDC discovery failed (${response.status})`);
      return ((await response.json()) as { token_endpoint: string }).token_endpoint;
    })
    .catch((error: unknown) => {
      tokenEndpoint = null;
      throw error;
    });
  return tokenEndpoint;
}

/** POSTs a grant to the token endpoint (form-encoded, public client). */
async function requestTokens(grant: Record<string, string>): Promise<Tokens> {
  const response = await fetch(await discoverTokenEndpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
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
