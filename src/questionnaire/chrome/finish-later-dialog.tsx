import { storedEntityType } from '../../api/client-storage';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal';

/** The question of the 'Close and finish later' modal, word for word (spec foundation §2). */
export function closeAndFinishLaterQuestion(entity: string): string {
  return `You've started your ${entity} formation but haven't finished yet. Do you want to continue your filing?`;
}

/** The entity the owner is forming, as registration stored it (spec §7: entity_type). */
function entityType(): string {
  return storedEntityType() ?? 'LLC';
}

/** Exit goes to the dashboard; Continue (or Escape) returns to the page. */
export function FinishLaterDialog({
  onExit,
  onContinue,
}: {
  onExit: () => void;
  onContinue: () => void;
}) {
  return (
    <ModalDialog
      isOpen
      role="alertdialog"
      width={480}
      title="Finish later?"
      onOpenChange={(open) => !open && onContinue()}
      actions={
        <>
          <Button variant="secondary" onPress={onExit}>
            Exit
          </Button>
          <Button onPress={onContinue}>Continue</Button>
        </>
      }
    >
      <p>{closeAndFinishLaterQuestion(entityType())}</p>
    </ModalDialog>
  );
}
