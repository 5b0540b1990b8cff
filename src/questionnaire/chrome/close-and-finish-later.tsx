import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal';
import { pageHasUnsavedChangesAtom } from '../unsaved-changes';

/** The entity the owner is forming, as registration stored it (spec §7: entity_type). */
function entityType(): string {
  return localStorage.getItem('entity_type') || 'LLC';
}

/** The question of the 'Close and finish later' modal, word for word (spec foundation §2). */
export function closeAndFinishLaterQuestion(entity: string): string {
  return `You've started your ${entity} formation but haven't finished yet. Do you want to continue your filing?`;
}

/**
 * 'Close and finish later' (spec foundation §2): with changes on the page that were not
 * continued it asks first; Exit refreshes the business details and goes to the dashboard (the
 * draft stays on this device), Continue returns to the page. The browser's leave warning
 * guards the same state.
 */
export function CloseAndFinishLater() {
  const unsaved = useAtomValue(pageHasUnsavedChangesAtom);
  const [asking, setAsking] = useState(false);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

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
        <ModalDialog
          isOpen
          role="alertdialog"
          width={480}
          title="Finish later?"
          onOpenChange={(open) => !open && setAsking(false)}
          actions={
            <>
              <Button variant="secondary" onPress={exit}>
                Exit
              </Button>
              <Button onPress={() => setAsking(false)}>Continue</Button>
            </>
          }
        >
          <p>{closeAndFinishLaterQuestion(entityType())}</p>
        </ModalDialog>
      )}
    </>
  );
}
