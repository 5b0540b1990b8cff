import { useSyncExternalStore } from 'react';
import { currentSession, type Session } from './current-session';
import { subscribeToTokens } from './token-store';

export function useSession(): Session {
  return useSyncExternalStore(subscribeToTokens, () => currentSession());
}

/** The signed-in owner's individual_id; 0 signed out, so queries keyed by it stay disabled. */
export function useSignedInIndividualId(): number {
  const session = useSession();
  return session.status === 'signed-in' ? session.individualId : 0;
}
