import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../ui/button';
import { usePageHasUnsavedChanges } from '../unsaved-changes';

/** The dialog's code loads when it is first needed, not with every questionnaire page. */
const FinishLaterDialog = lazy(() =>
  import('./finish-later-dialog').then((m) => ({ default: m.FinishLaterDialog })),
);

/**
 * 'Close and finish later' (spec foundation §2): with changes on the page that were not
 * continued it asks first; Exit refreshes the business details and goes to the dashboard (the
 * draft stays on this device), Continue returns to the page. The browser's leave warning
 * (useLeaveWarning, on every question page) guards the same state.
 */
export function CloseAndFinishLater() {
  const unsaved = usePageHasUnsavedChanges();
  const [asking, setAsking] = useState(false);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  const exit = () => {
    setAsking(false);
    // Business details are read fresh on the dashboard (keys under 'business').
    void queryClient.invalidateQueries({ queryKey: ['business'] });
    navigate('/dashboard');
  };

  return (
    <>
      <Button variant="secondary" onPress={() => (unsaved ? setAsking(true) : exit())}>
        Close and finish later
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <FinishLaterDialog onExit={exit} onContinue={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}
