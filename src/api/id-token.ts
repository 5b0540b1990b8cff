import { readTokens, writeTokens } from './token-store';

/**
 * The owner's id token, which the content service takes as its bearer (dashboard spec §7: "from
 * local storage, fetched if missing"). A session that holds none (an older sign-in) gets one by
 * exchanging its refresh token, as the periodic refresh does; without one it has none. Asked
 * once the owner is signed in (http.ts waits for the access token first).
 */
export async function idTokenOrFetched(): Promise<string | null> {
  const tokens = readTokens();
  if (tokens?.idToken) return tokens.idToken;
  if (!tokens?.refreshToken) return null;
  // The provider's client loads only here: no page needs it to paint.
  const { exchangeRefreshToken } = await import('./identity-provider');
  try {
    const fresh = await exchangeRefreshToken(tokens.refreshToken, null);
    writeTokens(fresh);
    return fresh.idToken;
  } catch {
    return null;
  }
}
