import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { Link, useLocation } from 'wouter';
import { deviceDatabase } from '../../local/device-database';
import { canTryAgain, outboxEntries, retryParkedSaves } from '../../local/outbox';
import { requestDrain, subscribeToSyncActivity, syncActivity } from '../../local/sync-service';
import { useOnlineStatus } from '../../ui/use-online-status';
import { usePageHasUnsavedChanges } from '../unsaved-changes';
import { saveStateOf, saveStateText } from './save-state';
import './save-state-indicator.css';

/** "Try again" on parked saves: sent again now, under their own keys. */
async function tryParkedSavesAgain(ownerKey: string): Promise<void> {
  await retryParkedSaves(deviceDatabase(), ownerKey);
  await requestDrain();
}

/**
 * The save-state indicator of the questionnaire bar: saved on this device / syncing / all
 * changes saved / offline, and how many pages wait (announced politely to screen readers).
 * A save the server refused or never answered (parked) shows why, with "Try again".
 */
export function SaveStateIndicator({ ownerKey }: { ownerKey: string }) {
  // Queried by state, so a keystroke (a draft staying dirty) does not wake this query up.
  const draftsNeedingAttention = useLiveQuery(
    () =>
      deviceDatabase()
        .drafts.where('state')
        .anyOf('conflict', 'invalid')
        .filter((draft) => draft.ownerKey === ownerKey)
        .toArray(),
    [ownerKey],
  );
  const outbox = useLiveQuery(() => outboxEntries(deviceDatabase(), ownerKey), [ownerKey]);
  const activity = useSyncExternalStore(subscribeToSyncActivity, syncActivity);
  const online = useOnlineStatus();
  const pageHasUnsavedChanges = usePageHasUnsavedChanges();
  const [location] = useLocation();
  const parked = outbox?.find((entry) => entry.state === 'parked');
  const retryable = outbox?.some(canTryAgain) ?? false;
  const state =
    draftsNeedingAttention && outbox
      ? saveStateOf({ draftsNeedingAttention, outbox, activity, online, pageHasUnsavedChanges })
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
