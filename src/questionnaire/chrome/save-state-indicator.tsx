import { useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { Link, useLocation } from 'wouter';
import { loadDeviceDatabase } from '../../local/load-device-database';
import type { CharterDatabase } from '../../local/local-database';
import { canTryAgain, outboxEntries, retryParkedSaves } from '../../local/outbox';
import { readStoredOwnerDrafts } from '../../local/stored-drafts';
import { readStoredOutbox } from '../../local/stored-reads';
import { subscribeToSyncActivity, syncActivity } from '../../local/sync-activity';
import { useOnlineStatus } from '../../ui/use-online-status';
import { usePageHasUnsavedChanges } from '../unsaved-changes';
import { useDeviceQuery } from '../use-device-query';
import { ATTENTION_STATES, saveStateOf, saveStateText } from './save-state';
import './save-state-indicator.css';

/** "Try again" on parked saves: sent again now, under their own keys. */
async function tryParkedSavesAgain(ownerKey: string): Promise<void> {
  const [db, { requestDrain }] = await Promise.all([
    loadDeviceDatabase(),
    import('../../local/sync-service'),
  ]);
  await retryParkedSaves(db, ownerKey);
  await requestDrain();
}

/** The owner's drafts that need them (by state, so a keystroke does not wake the read up). */
function draftsNeedingAttention(db: CharterDatabase, ownerKey: string) {
  return db.drafts
    .where('state')
    .anyOf(ATTENTION_STATES)
    .filter((draft) => draft.ownerKey === ownerKey)
    .toArray();
}

/** What the indicator reads of the device: drafts needing the owner, and waiting saves. */
function useDeviceRecords(ownerKey: string) {
  return useDeviceQuery({
    key: ownerKey,
    live: async (db) => ({
      draftsNeedingAttention: await draftsNeedingAttention(db, ownerKey),
      outbox: await outboxEntries(db, ownerKey),
    }),
    first: async () => ({
      draftsNeedingAttention: [...(await readStoredOwnerDrafts(ownerKey)).values()].filter(
        (draft) => ATTENTION_STATES.includes(draft.state),
      ),
      outbox: await readStoredOutbox(ownerKey),
    }),
  });
}

/**
 * The save-state indicator of the questionnaire bar: saved on this device / syncing / all
 * changes saved / offline, and how many pages wait (announced politely to screen readers).
 * A save the server refused or never answered (parked) shows why, with "Try again". It reads
 * the device without loading Dexie until the page does (useDeviceQuery).
 */
export function SaveStateIndicator({ ownerKey }: { ownerKey: string }) {
  const records = useDeviceRecords(ownerKey);
  const activity = useSyncExternalStore(subscribeToSyncActivity, syncActivity);
  const online = useOnlineStatus();
  const pageHasUnsavedChanges = usePageHasUnsavedChanges();
  const [location] = useLocation();
  const parked = records?.outbox.find((entry) => entry.state === 'parked');
  const retryable = records?.outbox.some(canTryAgain) ?? false;
  const state = records
    ? saveStateOf({ ...records, activity, online, pageHasUnsavedChanges })
    : null;
  return (
    <p className="ch-save-state" data-state={state?.kind} role="status" aria-live="polite">
      {state && (
        <>
          <span className="ch-save-state__dot" aria-hidden="true" />
          {saveStateText(state)}
          {state.kind === 'attention' && location !== `/${state.pageId}` && (
            // Page ids are their routes (formation/page2 → /formation/page2).
            <Link href={`/${state.pageId}`} className="ch-save-state__link">
              Show me
            </Link>
          )}
          {state.kind === 'attention' && parked && (
            <>
              {parked.lastError && <span>{parked.lastError}</span>}
              {retryable && (
                <Button
                  className="ch-save-state__link ch-save-state__retry"
                  onPress={() => void tryParkedSavesAgain(ownerKey)}
                >
                  Try again
                </Button>
              )}
            </>
          )}
        </>
      )}
    </p>
  );
}
