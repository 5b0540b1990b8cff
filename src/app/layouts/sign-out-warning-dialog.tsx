import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal';

export interface SignOutWarningDialogProps {
  /** Pages kept only on this device. */
  waiting: number;
  onSignOut: () => void;
  onStay: () => void;
}

/** The warning before signing out would delete answers that exist only on this device. */
export function SignOutWarningDialog({ waiting, onSignOut, onStay }: SignOutWarningDialogProps) {
  const pages = waiting === 1 ? 'One questionnaire page is' : `${waiting} questionnaire pages are`;
  return (
    <ModalDialog
      isOpen
      role="alertdialog"
      width={480}
      onOpenChange={(open) => !open && onStay()}
      title="Some answers are not saved to your account yet"
      actions={
        <>
          <Button variant="secondary" onPress={onSignOut}>
            Sign out and delete them
          </Button>
          <Button onPress={onStay}>Stay signed in</Button>
        </>
      }
    >
      <p>
        {`${pages} kept only on this device${navigator.onLine ? '' : ' because you are offline'}. ` +
          'Signing out deletes them from this device. Stay signed in until they are saved, then sign out.'}
      </p>
    </ModalDialog>
  );
}
