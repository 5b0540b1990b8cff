import { useEffect } from 'react';
import { useSession } from '../api/session';
import { afterPageLoad } from '../ui/after-page-load';

/** How long after the page has loaded the outbox starts draining. */
const SYNC_START_DELAY_MS = 500;

/** Runs the outbox sync while an owner is signed in on this tab. */
export function LocalSync() {
  const session = useSession();
  const individualId = session.status === 'signed-in' ? session.individualId : 0;
  useEffect(() => {
    if (!individualId) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    // After the page has loaded: the first paint never waits for the sync machinery.
    const cancelStart = afterPageLoad(() => {
      void import('./start-local-sync')
        .then(({ startLocalSync }) => startLocalSync(individualId))
        .then((stopSync) => {
          if (cancelled) stopSync();
          else stop = stopSync;
        });
    }, SYNC_START_DELAY_MS);
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [individualId]);
  return null;
}
