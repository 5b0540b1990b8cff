import { DEMO_EMAIL, DEMO_PASSWORD } from '../e2e/charter-server';

/** The localStorage entries the signed-in app reads (key -> value). */
export type StoredTokens = Record<'req_token' | 'refresh_token' | 'id_token', string>;

interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  id_token?: string;
}

/** Signs the demo owner in with the identity provider's password grant. */
export async function fetchDemoTokens(baseUrl: string): Promise<StoredTokens> {
  const response = await fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      client_id: 'charter-web',
      scope: 'openid',
    }),
  });
  const body = (await response.json()) as TokenResponse;
  if (!response.ok || !body.access_token || !body.refresh_token || !body.id_token) {
    throw new Error(`password grant failed (${response.status}): ${JSON.stringify(body)}`);
  }
  return {
    req_token: body.access_token,
    refresh_token: body.refresh_token,
    id_token: body.id_token,
  };
}

/** Runs in the page: writes the tokens to localStorage (once, so the app may rotate them). */
export function writeTokens(tokens: StoredTokens): void {
  for (const [key, value] of Object.entries(tokens)) {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }
}
