import { refreshTokensWhen } from '../../api/token-refresh';
import { clearTokens, readTokens, secondsOfValidityLeft } from '../../api/token-store';

/** Spec foundation §4 "Auth session" and §9. */
export const EXPIRY_CHECK_INTERVAL_MS = 60_000;
export const REFRESH_CHECK_INTERVAL_MS = 300_000;
export const MIN_VALIDITY_SECONDS = 600;

/** Logs the owner out when the stored access token has expired. Returns whether it did. */
export function logOutIfExpired(nowMs = Date.now()): boolean {
  const tokens = readTokens();
  if (!tokens || secondsOfValidityLeft(tokens, nowMs) > 0) return false;
  clearTokens();
  return true;
}

/** Refreshes when under 600 s of validity remain (one tab at a time, token-refresh.ts). */
export async function refreshIfNeeded(): Promise<void> {
  await refreshTokensWhen((tokens) => secondsOfValidityLeft(tokens) < MIN_VALIDITY_SECONDS);
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
