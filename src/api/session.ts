import { useSyncExternalStore } from 'react';
import { decodeAccessToken, readTokens, subscribeToTokens } from './token-store';

/**
 * Whether an owner is signed in on this device, derived from the stored tokens.
 * An expired or unreadable access token counts as signed out.
 */
export type Session =
  { status: 'signed-out' } | { status: 'signed-in'; individualId: number; accessToken: string };

const SIGNED_OUT: Session = { status: 'signed-out' };
let cached: { token: string | null; session: Session } = { token: null, session: SIGNED_OUT };

export function currentSession(nowMs = Date.now()): Session {
  const tokens = readTokens();
  const token = tokens?.accessToken ?? null;
  const claims = token ? decodeAccessToken(token) : null;
  const individualId = claims ? Number(claims.sub) : NaN;
  const valid =
    token !== null &&
    claims !== null &&
    claims.exp * 1000 > nowMs &&
    Number.isInteger(individualId);
  if (!valid) {
    cached = { token: null, session: SIGNED_OUT };
    return SIGNED_OUT;
  }
  // Keep the snapshot identity stable while the token is unchanged (useSyncExternalStore).
  if (cached.token !== token) {
    cached = { token, session: { status: 'signed-in', individualId, accessToken: token } };
  }
  return cached.session;
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeToTokens, () => currentSession());
}

/** The signed-in owner's individual_id; 0 signed out, so queries keyed by it stay disabled. */
export function useSignedInIndividualId(): number {
  const session = useSession();
  return session.status === 'signed-in' ? session.individualId : 0;
}
