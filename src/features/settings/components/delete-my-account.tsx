import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/http';
import {
  DELETE_ACCOUNT_BUTTON,
  DELETE_ACCOUNT_TITLE,
  DELETION_DOES_NOT_DISSOLVE,
  DELETION_CONFIRMATION_MISSING,
  deletionWaitsFor,
  ERASED_ON_DELETION,
  KEPT_ON_DELETION,
} from '../../../domain/account/account-deletion';
import type { AccountDeletion } from '../../../domain/contracts/account-deletion';
import { Button } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { ModalDialog } from '../../../ui/modal';
import { Notice } from '../../../ui/notice';
import { TextField } from '../../../ui/text-field';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { useAccountDeletion } from '../api/account-deletion';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The kept records as this owner has them: "2 invoices with their receipts". */
function keptCounts(view: AccountDeletion): string[] {
  return [
    view.invoices_kept > 0
      ? `${count(view.invoices_kept, 'invoice', 'invoices')} with ${view.invoices_kept === 1 ? 'its receipt' : 'their receipts'}`
      : null,
    view.signed_agreements_kept > 0
      ? `${count(view.signed_agreements_kept, 'signed agreement', 'signed agreements')} with ${view.signed_agreements_kept === 1 ? 'its' : 'their'} audit trail`
      : null,
  ].filter((line): line is string => line !== null);
}

/**
 * "Delete my account" (issue 29; decision 0081): the dialog says what is erased, what the law
 * keeps and why, and asks for the password (or, with an external sign-in provider, the email
 * typed again) before anything is deleted. While a service is still with the state, it says
 * so and offers nothing to press.
 */
export function DeleteMyAccount() {
  const [isOpen, setOpen] = useState(false);
  return (
    <section className="ch-settings__group" aria-labelledby="delete-my-account">
      <h3 id="delete-my-account" className="ch-settings__subheading">
        {DELETE_ACCOUNT_TITLE}
      </h3>
      <p className="ch-muted">
        Erases your sign-in, answers, business record and documents. Invoices and signed agreements
        are kept, as the law requires. This cannot be undone.
      </p>
      <div>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {DELETE_ACCOUNT_TITLE}…
        </Button>
      </div>
      {isOpen ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const formId = `${id}-form`;
  const { status, remove } = useAccountDeletion(true);
  const [confirmation, setConfirmation] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const view = status.data;
  const blocked = view ? view.services_in_progress.length > 0 : false;
  const withPassword = view?.confirm_with !== 'email';
  const kept = view ? keptCounts(view) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!view || blocked) return;
    if (!confirmation.trim()) {
      setFieldError(DELETION_CONFIRMATION_MISSING[withPassword ? 'password' : 'email']);
      return;
    }
    setFieldError(undefined);
    remove.mutate(withPassword ? { password: confirmation } : { email: confirmation }, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setFieldError(error.message);
      },
    });
  };

  const otherFailure =
    remove.isError && !(remove.error instanceof ApiError && remove.error.status === 400)
      ? remove.error
      : null;
  const busy = remove.isPending || remove.isSuccess;

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      isDismissable={!busy}
      role="alertdialog"
      title={`${DELETE_ACCOUNT_TITLE}?`}
      subtitle="This cannot be undone."
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Keep my account
          </Button>
          {view && !blocked ? (
            <Button variant="danger" type="submit" form={formId} isPending={busy}>
              {DELETE_ACCOUNT_BUTTON}
            </Button>
          ) : null}
        </>
      }
    >
      {status.isError ? (
        <LoadError
          message="We could not check what deleting your account involves."
          query={status}
        />
      ) : !view ? (
        <TextSkeleton label="Checking what deleting your account involves…" width="24ch" />
      ) : (
        <form id={formId} className="ch-settings__form" onSubmit={submit} noValidate>
          {blocked ? (
            <Notice tone="error" role="alert">
              {deletionWaitsFor(view.services_in_progress)}
            </Notice>
          ) : null}
          <h4 className="ch-settings__subheading">What is erased</h4>
          <ul className="ch-deletion__list">
            {ERASED_ON_DELETION.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h4 className="ch-settings__subheading">What we keep, and why</h4>
          <ul className="ch-deletion__list">
            {KEPT_ON_DELETION.map(({ what, why }) => (
              <li key={what}>
                <strong>{what}.</strong> {why}
              </li>
            ))}
          </ul>
          {kept.length > 0 ? <p className="ch-muted">Yours: {kept.join('; ')}.</p> : null}
          <Notice>{DELETION_DOES_NOT_DISSOLVE}</Notice>
          {blocked ? null : (
            <TextField
              id={`${id}-confirmation`}
              label={
                withPassword
                  ? 'Your password'
                  : `Type your email address (${view.email}) to confirm`
              }
              type={withPassword ? 'password' : 'text'}
              autoComplete={withPassword ? 'current-password' : 'off'}
              value={confirmation}
              onChange={(value) => {
                setConfirmation(value);
                setFieldError(undefined);
              }}
              error={fieldError}
              isRequired
            />
          )}
          {otherFailure ? (
            <Notice tone="error" role="alert">
              {otherFailure.message}
            </Notice>
          ) : null}
        </form>
      )}
    </ModalDialog>
  );
}
