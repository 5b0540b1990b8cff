import { refreshTokensWhen } from './token-refresh';
import { readTokens } from './token-store';

/**
 * The owner's id token, which the content service takes as its bearer (dashboard spec §7: "from
 * local storage, fetched if missing"). A session that holds none (an older sign-in) gets one by
 * exchanging its refresh token, through the same locked exchange as the periodic refresh; without
 * one it has none. Asked once the owner is signed in (http.ts waits for the access token first).
 */
export async function idTokenOrFetched(): Promise<string | null> {
  const held = readTokens()?.idToken;
  if (held) return held;
  await refreshTokensWhen((tokens) => !tokens.idToken);
  return readTokens()?.idToken ?? null;
}
