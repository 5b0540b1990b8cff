import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../api/session';
import { signOut } from '../../features/auth/sign-out';
import { ownerKeyOf } from '../../local/owner-key';

/** Loaded only when there is something to warn about. */
const SignOutWarningDialog = lazy(() =>
  import('./sign-out-warning-dialog').then((m) => ({ default: m.SignOutWarningDialog })),
);

function runSignOut(): void {
  signOut().catch((error: unknown) => console.error('Sign out failed', error));
}

/** Tries to send what is waiting, then counts the owner's pages that exist only here. */
async function pagesOnlyOnThisDevice(individualId: number): Promise<number> {
  const [{ deviceDatabase }, { unsyncedPageCount }, { requestDrain }] = await Promise.all([
    import('../../local/device-database'),
    import('../../local/owner-records'),
    import('../../local/sync-service'),
  ]);
  if (navigator.onLine) await requestDrain();
  return unsyncedPageCount(deviceDatabase(), ownerKeyOf(individualId));
}

/**
 * Sign out that never discards answers silently: with pages not yet saved to the account, the
 * owner is told and chooses (signing out deletes the owner's drafts from this device).
 */
export function useGuardedSignOut() {
  const session = useSession();
  const [waiting, setWaiting] = useState<number | null>(null);

  const requestSignOut = async () => {
    if (session.status !== 'signed-in') return runSignOut();
    const count = await pagesOnlyOnThisDevice(session.individualId).catch(() => 0);
    if (count === 0) runSignOut();
    else setWaiting(count);
  };

  const dialog =
    waiting === null ? null : (
      <Suspense fallback={null}>
        <SignOutWarningDialog
          waiting={waiting}
          onSignOut={runSignOut}
          onStay={() => setWaiting(null)}
        />
      </Suspense>
    );

  return { requestSignOut, dialog };
}
