import { useId, useState, type FormEvent } from 'react';
import {
  CANCELLATION_NOTE_MAX,
  CANCELLATION_REASONS,
  type CancellationReason,
} from '../../../domain/checkout/cancellation-reasons';
import { productTitle } from '../../../domain/checkout/product-titles';
import type { ListedSubscription } from '../../../domain/contracts/invoices';
import { longCalendarDate } from '../../../domain/long-date';
import { Button } from '../../../ui/button';
import { ModalDialog } from '../../../ui/modal';
import { Notice } from '../../../ui/notice';
import { RequiredMarker } from '../../../ui/native-field-parts';
import { useCancelSubscription } from '../api/cancel-subscription';
import '../../../ui/field.css';

export const CHOOSE_A_REASON = 'Please choose a reason.';

/**
 * 'Cancel renewal' (decision 0078): a reason (required) and the owner's own words (optional).
 * The subscription is cancelled at the end of its period: the service stays until its renewal
 * date and is then not renewed.
 */
export function CancelRenewalDialog({
  subscription,
  isOpen,
  onOpenChange,
}: {
  subscription: ListedSubscription;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const id = useId();
  const formId = `${id}-form`;
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const cancel = useCancelSubscription();
  const title = productTitle(subscription.product_name);
  const until = longCalendarDate(subscription.renews_on);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    cancel.mutate(
      {
        customerId: subscription.customer_id,
        subscriptionId: subscription.subscription_id,
        reason,
        note,
      },
      { onSuccess: () => onOpenChange(false) },
    );
  };

  const errorId = `${id}-reason-error`;
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!cancel.isPending}
      title="Cancel renewal"
      subtitle={`${title} stays active until ${until}, then it is not renewed and nothing more is charged.`}
      actions={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            Keep renewing
          </Button>
          <Button type="submit" form={formId} isPending={cancel.isPending}>
            Cancel renewal
          </Button>
        </>
      }
    >
      <form id={formId} className="ch-cancel-renewal" onSubmit={submit} noValidate>
        <div className="ch-field" data-invalid={missingReason && !reason ? '' : undefined}>
          <label className="ch-field__label" htmlFor={`${id}-reason`}>
            Why are you cancelling?
            <RequiredMarker isRequired />
          </label>
          <select
            id={`${id}-reason`}
            className="ch-field__select"
            value={reason}
            aria-required
            aria-invalid={missingReason && !reason ? true : undefined}
            aria-describedby={missingReason && !reason ? errorId : undefined}
            onChange={(event) => setReason(event.target.value as CancellationReason | '')}
          >
            <option value="">Select…</option>
            {CANCELLATION_REASONS.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          {missingReason && !reason && (
            <p id={errorId} className="ch-field__error">
              {CHOOSE_A_REASON}
            </p>
          )}
        </div>
        <div className="ch-field">
          <label className="ch-field__label" htmlFor={`${id}-note`}>
            Anything else you want to tell us? (optional)
          </label>
          <textarea
            id={`${id}-note`}
            className="ch-field__input"
            rows={3}
            maxLength={CANCELLATION_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        {cancel.isError && (
          <Notice tone="error" role="alert">
            Your renewal was not cancelled. {cancel.error.message}
          </Notice>
        )}
      </form>
    </ModalDialog>
  );
}
