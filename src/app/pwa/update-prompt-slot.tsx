import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isUpdateWaiting, subscribeToUpdates } from './service-worker';

const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);

/** Loads the "reload to update" prompt only once a new version is actually waiting. */
export function UpdatePromptSlot() {
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
