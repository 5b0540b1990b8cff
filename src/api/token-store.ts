/**
 * The signed-in owner's tokens, kept in local storage under the names the spec lists
 * (foundation §7 "Client-side storage": id_token, req_token, refresh_token).
 * Every tab reads the same keys; `storage` events keep tabs in step.
 */
export const TOKEN_KEYS = {
  access: 'req_token',
  refresh: 'refresh_token',
  id: 'id_token',
} as const;

export interface Tokens {
  accessToken: string;
  refreshToken: string | null;
  idToken: string | null;
}

export interface AccessTokenClaims {
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to token changes in this tab and in other tabs. */
export function subscribeToTokens(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(TOKEN_KEYS).includes(event.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored access token alone: what the session snapshot reads on every render. */
export function readAccessToken(): string | null {
  return localStorage.getItem(TOKEN_KEYS.access) || null;
}

export function readTokens(): Tokens | null {
  const accessToken = readAccessToken();
  if (!accessToken) return null;
  return {
    accessToken,
    refreshToken: localStorage.getItem(TOKEN_KEYS.refresh),
    idToken: localStorage.getItem(TOKEN_KEYS.id),
  };
}

export function writeTokens(tokens: Tokens): void {
  localStorage.setItem(TOKEN_KEYS.access, tokens.accessToken);
  setOrRemove(TOKEN_KEYS.refresh, tokens.refreshToken);
  setOrRemove(TOKEN_KEYS.id, tokens.idToken);
  notify();
}

export function clearTokens(): void {
  for (const key of Object.values(TOKEN_KEYS)) localStorage.removeItem(key);
  notify();
}

function setOrRemove(key: string, value: string | null): void {
  if (value) localStorage.setItem(key, value);
  else localStorage.removeItem(key);
}

/**
 * Reads `sub` and `exp` from a JWT without verifying it: the browser only needs them to
 * schedule refreshes and log out on expiry; the server verifies every token it receives.
 */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return { sub: claims.sub, exp: claims.exp };
  } catch {
    return null;
  }
}

/** Seconds of validity left on the stored access token (negative once expired). */
export function secondsOfValidityLeft(tokens: Tokens, nowMs = Date.now()): number {
  const claims = decodeAccessToken(tokens.accessToken);
  if (!claims) return -1;
  return claims.exp - Math.floor(nowMs / 1000);
}
