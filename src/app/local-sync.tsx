import { useEffect } from 'react';
import { registerOwnerDataCleanup } from '../api/owner-data';
import { useSignedInIndividualId } from '../api/session';
import { clearUnsentText } from '../api/unsent-text';
import { ownerKeyOf } from '../local/owner-key';
import { configureSync, stopSync } from '../local/sync-setup';
import { afterPageLoad } from '../ui/after-page-load';
import { findWizardLocation } from './wizard-areas';

/**
 * How long after the page has loaded the device is checked for waiting saves: soon on a
 * questionnaire; elsewhere once the page has settled, so the dashboard's first seconds on a
 * slow phone are not spent on the sync machinery.
 */
const SYNC_START_DELAY_MS = { questionnaire: 300, elsewhere: 6000 };

/** Signing out deletes the owner's drafts, waiting saves and unsent text from this device. */
async function purgeOwnerRecordsOf(individualId: number): Promise<void> {
  clearUnsentText();
  const [{ deviceDatabase }, { purgeOwnerRecords }] = await Promise.all([
    import('../local/device-database'),
    import('../local/owner-records'),
  ]);
  await purgeOwnerRecords(deviceDatabase(), ownerKeyOf(individualId));
}

/**
 * At boot: the outbox sync sends through the app's transport, with the session's token. It is
 * loaded with the sync, and the sync starts by itself when a save is queued.
 */
export function configureLocalSync(): void {
  configureSync(() => import('./outbox-transport').then(({ outboxTransport }) => outboxTransport));
}

/** Sends the saves waiting on this device (the sync starts for it if it has not yet). */
function drainWaitingSaves(): Promise<void> {
  return import('../local/sync-service').then(({ requestDrain }) => requestDrain());
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
    // Saves left waiting by an earlier visit are sent after the page has loaded (the first paint
    // never waits for the sync machinery); nothing waiting, nothing to load. A save queued on
    // this page starts the sync itself (src/local/sync-service.ts).
    const onQuestionnaire = findWizardLocation(window.location.pathname) !== null;
    const cancelStart = afterPageLoad(
      () =>
        void import('../local/stored-reads')
          .then(({ countWaitingSaves }) => countWaitingSaves())
          .then((waiting) => {
            if (waiting > 0 && !cancelled) return drainWaitingSaves();
          })
          .catch(drainWaitingSaves),
      SYNC_START_DELAY_MS[onQuestionnaire ? 'questionnaire' : 'elsewhere'],
    );
    return () => {
      cancelled = true;
      cancelStart();
      // Another owner (or none): the sync starts again for the new session when needed.
      stopSync();
    };
  }, [individualId]);
  return null;
}
