import { clearTokens, readTokens, secondsOfValidityLeft, writeTokens } from '../../api/token-store';

/** Spec foundation §4 "Auth session" and §9. */
export const EXPIRY_CHECK_INTERVAL_MS = 60_000;
export const REFRESH_CHECK_INTERVAL_MS = 300_000;
export const MIN_VALIDITY_SECONDS = 600;
const REFRESH_LOCK = 'charter:token-refresh';

/** Logs the owner out when the stored access token has expired. Returns whether it did. */
export function logOutIfExpired(nowMs = Date.now()): boolean {
  const tokens = readTokens();
  if (!tokens || secondsOfValidityLeft(tokens, nowMs) > 0) return false;
  clearTokens();
  return true;
}

async function refreshUnderLock(): Promise<void> {
  // Re-read inside the lock: another tab may have refreshed (and rotated) the token meanwhile,
  // and presenting the old refresh token again would revoke the whole grant.
  const tokens = readTokens();
  if (!tokens?.refreshToken || secondsOfValidityLeft(tokens) >= MIN_VALIDITY_SECONDS) return;
  // The provider's client loads only when a refresh is due: no page needs it to paint.
  const { exchangeRefreshToken, TokenRequestError } = await import('../../api/identity-provider');
  try {
    writeTokens(await exchangeRefreshToken(tokens.refreshToken, tokens.idToken));
  } catch (error) {
    // A refused refresh token means the grant is gone: sign out. Network trouble: try later.
    if (error instanceof TokenRequestError && error.status >= 400 && error.status < 500)
      clearTokens();
  }
}

/**
 * Refreshes when under 600 s of validity remain. Web Locks make one tab at a time do it: several
 * tabs refreshing a rotating token at once is a known oidc-client-ts failure.
 */
export async function refreshIfNeeded(): Promise<void> {
  const tokens = readTokens();
  if (!tokens?.refreshToken || secondsOfValidityLeft(tokens) >= MIN_VALIDITY_SECONDS) return;
  if ('locks' in navigator && navigator.locks) {
    await navigator.locks.request(REFRESH_LOCK, refreshUnderLock);
  } else {
    await refreshUnderLock();
  }
}

/** Starts the checks at once and on their intervals; returns a function that stops them. */
export function startSessionKeeper(): () => void {
  logOutIfExpired();
  void refreshIfNeeded();
  const expiry = window.setInterval(() => logOutIfExpired(), EXPIRY_CHECK_INTERVAL_MS);
  const refresh = window.setInterval(() => void refreshIfNeeded(), REFRESH_CHECK_INTERVAL_MS);
  return () => {
    window.clearInterval(expiry);
    window.clearInterval(refresh);
  };
}
