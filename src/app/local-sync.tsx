import { useEffect } from 'react';
import { useSession } from '../api/session';

/** Runs the outbox sync while an owner is signed in on this tab. */
export function LocalSync() {
  const session = useSession();
  const individualId = session.status === 'signed-in' ? session.individualId : 0;
  useEffect(() => {
    if (!individualId) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void import('./start-local-sync')
      .then(({ startLocalSync }) => startLocalSync(individualId))
      .then((stopSync) => {
        if (cancelled) stopSync();
        else stop = stopSync;
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [individualId]);
  return null;
}
