import { useEffect } from 'react';
import { registerOwnerDataCleanup } from '../api/owner-data';
import { useSignedInIndividualId } from '../api/session';
import { ownerKeyOf } from '../local/owner-key';
import { SYNC_NEEDED_EVENT } from '../local/sync-events';
import { afterPageLoad } from '../ui/after-page-load';
import { findWizardLocation } from './wizard-areas';

/**
 * How long after the page has loaded the device is checked for waiting saves: soon on a
 * questionnaire; elsewhere once the page has settled, so the dashboard's first seconds on a
 * slow phone are not spent on the sync machinery.
 */
const SYNC_START_DELAY_MS = { questionnaire: 300, elsewhere: 6000 };

/** Signing out deletes the owner's drafts and waiting saves from this device. */
async function purgeOwnerRecordsOf(individualId: number): Promise<void> {
  const [{ deviceDatabase }, { purgeOwnerRecords }] = await Promise.all([
    import('../local/device-database'),
    import('../local/owner-records'),
  ]);
  await purgeOwnerRecords(deviceDatabase(), ownerKeyOf(individualId));
}

/**
 * The outbox sync runs on this tab (for a signed-in owner, and for an anonymous visitor's
 * registration), and signing out (at any moment, even before the sync has started) removes the
 * owner's local records. A session that merely ends (401, expiry) leaves them: they sync when
 * the same owner signs in again.
 */
export function LocalSync() {
  const individualId = useSignedInIndividualId();

  useEffect(() => {
    if (!individualId) return;
    return registerOwnerDataCleanup(() => purgeOwnerRecordsOf(individualId), 'unsent-work');
  }, [individualId]);
  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void import('./start-local-sync')
        .then(({ startLocalSync }) => startLocalSync())
        .then((stopSync) => {
          if (cancelled) stopSync();
          else stop = stopSync;
        });
    };
    // After the page has loaded (the first paint never waits for the sync machinery) when saves
    // wait on this device, or at once when one is queued. Nothing waiting: nothing to load.
    const onQuestionnaire = findWizardLocation(window.location.pathname) !== null;
    const cancelStart = afterPageLoad(
      () =>
        void import('../local/stored-reads')
          .then(({ countWaitingSaves }) => countWaitingSaves())
          .then((waiting) => {
            if (waiting > 0 && !cancelled) start();
          })
          .catch(start),
      SYNC_START_DELAY_MS[onQuestionnaire ? 'questionnaire' : 'elsewhere'],
    );
    window.addEventListener(SYNC_NEEDED_EVENT, start);
    return () => {
      cancelled = true;
      cancelStart();
      window.removeEventListener(SYNC_NEEDED_EVENT, start);
      stop?.();
    };
  }, [individualId]);
  return null;
}
