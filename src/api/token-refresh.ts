import { clearTokens, readTokens, writeTokens, type Tokens } from './token-store';

const REFRESH_LOCK = 'charter:token-refresh';

/**
 * Exchanges the refresh token when `due` says so of the stored tokens, one tab at a time: the
 * tokens are read again inside the Web Lock, since another tab may have refreshed (and rotated)
 * them meanwhile, and presenting the old refresh token again would revoke the whole grant
 * (several tabs refreshing a rotating token at once is a known oidc-client-ts failure). A refused
 * refresh token means the grant is gone: the owner is signed out. Network trouble: try later.
 */
export async function refreshTokensWhen(due: (tokens: Tokens) => boolean): Promise<void> {
  const refresh = async () => {
    const tokens = readTokens();
    if (!tokens?.refreshToken || !due(tokens)) return;
    // The provider's client loads only when a refresh is due: no page needs it to paint.
    const { exchangeRefreshToken, TokenRequestError } = await import('./identity-provider');
    try {
      writeTokens(await exchangeRefreshToken(tokens.refreshToken, tokens.idToken));
    } catch (error) {
      if (error instanceof TokenRequestError && error.status >= 400 && error.status < 500)
        clearTokens();
    }
  };
  if ('locks' in navigator && navigator.locks) await navigator.locks.request(REFRESH_LOCK, refresh);
  else await refresh();
}
