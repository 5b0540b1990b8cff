import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from './test-app';
import { TEST_PUBLIC_URL } from './test-app';
import { CLIENT_ID, form } from './tokens';

export interface BrowserTokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

/**
 * A browser of the test app: its cookies kept between requests, as the PWA signs in (code +
 * PKCE through Charter's sign-in page) and out (the provider's end-session page, submitted).
 */
export function browserOf(t: TestApp) {
  const jar = new Map<string, string>();
  const request = async (method: 'GET' | 'POST', url: string, body?: Record<string, string>) => {
    const response = await t.app.inject({
      method,
      url: url.replace(TEST_PUBLIC_URL, ''),
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { payload: form(body) } : {}),
    });
    for (const cookie of [response.headers['set-cookie'] ?? []].flat()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
    return response;
  };

  return {
    async signIn(email: string, password: string): Promise<BrowserTokens> {
      const verifier = randomBytes(32).toString('base64url');
      const redirectUri = `${TEST_PUBLIC_URL}/auth/callback`;
      const authorize = await request(
        'GET',
        `/oidc/auth?${form({
          client_id: CLIENT_ID,
          response_type: 'code',
          scope: 'openid email profile api',
          redirect_uri: redirectUri,
          code_challenge: createHash('sha256').update(verifier).digest('base64url'),
          code_challenge_method: 'S256',
          prompt: 'login',
        })}`,
      );
      const interaction = authorize.headers.location!;
      const login = await request('POST', `${interaction}/login`, { email, password });
      const resumed = await request('GET', login.headers.location!);
      const code = new URL(resumed.headers.location!).searchParams.get('code')!;
      const exchange = await request('POST', '/oidc/token', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: CLIENT_ID,
        code_verifier: verifier,
      });
      return exchange.json() as BrowserTokens;
    },

    /**
     * Signs out as the app does: the end-session page, its form posted as its script does.
     * Where the provider sends the browser next (its signed-out page).
     */
    async signOut(idToken: string): Promise<string | undefined> {
      const page = await request(
        'GET',
        `/oidc/session/end?${form({ id_token_hint: idToken, client_id: CLIENT_ID })}`,
      );
      const action = /<form[^>]*action="([^"]+)"/.exec(page.body)![1]!;
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
      const confirmed = await request('POST', action, { xsrf, logout: 'yes' });
      return confirmed.headers.location;
    },
  };
}
