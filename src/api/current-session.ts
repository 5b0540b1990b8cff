import { decodeAccessToken, readAccessToken } from './token-store';

/**
 * Whether an owner is signed in on this device, derived from the stored tokens.
 * An expired or unreadable access token counts as signed out. Free of React, so the early
 * script (src/boot/early-owner-requests.ts) can read it before the app's code has arrived.
 */
export type Session =
  { status: 'signed-out' } | { status: 'signed-in'; individualId: number; accessToken: string };

const SIGNED_OUT: Session = { status: 'signed-out' };

/**
 * The last access token read and what it says. Every render of a component that asks for the
 * session reads the snapshot (useSyncExternalStore), so the token is decoded only when it
 * changes; its identity stays stable while the token does.
 */
let cached: { token: string | null; expiresAtMs: number; session: Session } = {
  token: null,
  expiresAtMs: 0,
  session: SIGNED_OUT,
};

function sessionOf(token: string | null): typeof cached {
  const claims = token ? decodeAccessToken(token) : null;
  const individualId = claims ? Number(claims.sub) : NaN;
  if (token === null || claims === null || !Number.isInteger(individualId)) {
    return { token, expiresAtMs: 0, session: SIGNED_OUT };
  }
  return {
    token,
    expiresAtMs: claims.exp * 1000,
    session: { status: 'signed-in', individualId, accessToken: token },
  };
}

export function currentSession(nowMs = Date.now()): Session {
  const token = readAccessToken();
  if (token !== cached.token) cached = sessionOf(token);
  return cached.expiresAtMs > nowMs ? cached.session : SIGNED_OUT;
}
