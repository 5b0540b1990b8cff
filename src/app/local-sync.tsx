import { useEffect } from 'react';
import { useSession } from '../api/session';
import { afterPageLoad } from '../ui/after-page-load';
import { findWizardLocation } from './wizard-areas';

/**
 * How long after the page has loaded the outbox starts draining: at once on a questionnaire
 * (its page has loaded the local database already); elsewhere once the page has settled, so
 * the dashboard's first seconds on a slow phone are not spent on the sync machinery.
 */
const SYNC_START_DELAY_MS = { questionnaire: 300, elsewhere: 6000 };

/** Runs the outbox sync while an owner is signed in on this tab. */
export function LocalSync() {
  const session = useSession();
  const individualId = session.status === 'signed-in' ? session.individualId : 0;
  useEffect(() => {
    if (!individualId) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    // After the page has loaded: the first paint never waits for the sync machinery.
    const cancelStart = afterPageLoad(
      () => {
        void import('./start-local-sync')
          .then(({ startLocalSync }) => startLocalSync(individualId))
          .then((stopSync) => {
            if (cancelled) stopSync();
            else stop = stopSync;
          });
      },
      SYNC_START_DELAY_MS[
        findWizardLocation(window.location.pathname) ? 'questionnaire' : 'elsewhere'
      ],
    );
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [individualId]);
  return null;
}
