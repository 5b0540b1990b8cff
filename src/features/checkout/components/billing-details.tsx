import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/http';
import { OWNER_PROFILE_KEY, useOwnerProfile } from '../../../api/owner-profile';
import type { BillingAddress } from '../../../domain/checkout/billing-address';
import {
  CARD_BRAND_NAMES,
  isCardBrand,
  type PaymentMethod,
} from '../../../domain/payments/payment-method';
import { Button } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { ModalDialog } from '../../../ui/modal';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { useToast } from '../../../ui/toast';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { billingAddressQuery, updateBillingAddress } from '../api/billing-address';
import { CardTokenError } from '../api/create-card-token';
import {
  deletePaymentMethod,
  paymentMethodsQuery,
  setDefaultPaymentMethod,
  type CardRef,
} from '../api/payment-methods';
import { checkNewCard, saveNewCard } from '../new-card';
import { BillingAddressForm, useBillingAddressForm } from './billing-address-form';
import { CardForm, useCardForm } from './card-form';
import { SavedCard } from './saved-cards';
import './billing-details.css';
// The checkout's red failure line, used as is.
import './checkout-modal.css';
import { DEFAULT_CARD_NOTE } from '../../../domain/payments/payment-method';

/** 'American Express ending in 0005': how a card is named in buttons and the dialog. */
const cardName = (method: PaymentMethod) =>
  `${isCardBrand(method.brand) ? CARD_BRAND_NAMES[method.brand] : method.brand} ending in ${method.last4}`;

/** A card the provider or its issuer refused: its message is the spec's (dashboard §8). */
const isCardRefusal = (error: unknown): error is Error =>
  error instanceof CardTokenError || (error instanceof ApiError && error.status === 402);

/** The card form and billing address of a new card, in a dialog; a refused card is said in it. */
function AddCardDialog({
  customerId,
  onClose,
  onSaved,
}: {
  customerId: string | null;
  onClose: () => void;
  onSaved: (customerId: string) => void;
}) {
  const toast = useToast();
  const card = useCardForm();
  const billing = useBillingAddressForm();
  const [saving, setSaving] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !checkNewCard(card, billing)) return;
    setSaving(true);
    setCardError(null);
    try {
      // Kept for later, so checked with its issuer now rather than at a first purchase.
      const saved = await saveNewCard(card.values, billing.values, customerId, { verify: true });
      toast.success(saved.message);
      onSaved(saved.customer_id);
    } catch (error) {
      // Spec dashboard §8: a failure is logged; a refused card is said by the dialog, so the
      // owner knows what to change; anything else shows as an error toast.
      console.error('Adding a card failed', error);
      if (isCardRefusal(error)) setCardError(error.message);
      else toast.error(error);
      setSaving(false);
    }
  };

  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && !saving && onClose()} title="Add a card">
      <form className="ch-billing-details__form" onSubmit={(event) => void save(event)} noValidate>
        <CardForm form={card} isDisabled={saving} />
        <BillingAddressForm form={billing} isDisabled={saving} />
        {cardError && (
          <p className="ch-checkout-modal__error" role="alert">
            {cardError}
          </p>
        )}
        <div className="ch-billing-details__actions">
          <Button variant="secondary" onPress={onClose} isDisabled={saving}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={saving}>
            {saving ? 'Saving…' : 'Save card'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** Asks before a card goes; the answer's failure is said in the dialog. */
function DeleteCardDialog({
  method,
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  method: PaymentMethod;
  isPending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      isOpen
      role="alertdialog"
      width={480}
      onOpenChange={(open) => !open && !isPending && onClose()}
      title="Delete this card?"
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            Cancel
          </Button>
          <Button onPress={onConfirm} isDisabled={isPending}>
            {isPending ? 'Deleting…' : 'Delete card'}
          </Button>
        </>
      }
    >
      <p>
        The {cardName(method)} will be removed from your saved cards. You can add it again later.
      </p>
      {Boolean(error) && (
        <p className="ch-checkout-modal__error" role="alert">
          We could not delete the card. Please try again.
        </p>
      )}
    </ModalDialog>
  );
}

function SavedCardsSection({ customerId }: { customerId: string | null }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const cards = useQuery({ ...paymentMethodsQuery(customerId ?? ''), enabled: !!customerId });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);

  const cardsAfter = (cardsNow: PaymentMethod[]) => {
    queryClient.setQueryData(paymentMethodsQuery(customerId!).queryKey, cardsNow);
    // The billing address is the default card's: it may have changed with it.
    void queryClient.invalidateQueries({ queryKey: billingAddressQuery(customerId!).queryKey });
  };
  const makeDefault = useMutation({
    mutationFn: setDefaultPaymentMethod,
    onSuccess: cardsAfter,
    onError: (error) => toast.error(error),
  });
  const remove = useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: (cardsNow) => {
      cardsAfter(cardsNow);
      setDeleting(null);
      toast.success('Card deleted.');
    },
  });

  const onSaved = (savedCustomerId: string) => {
    setAdding(false);
    void queryClient.invalidateQueries({ queryKey: paymentMethodsQuery(savedCustomerId).queryKey });
    void queryClient.invalidateQueries({
      queryKey: billingAddressQuery(savedCustomerId).queryKey,
    });
    // The first card creates the owner's customer: the profile then names it.
    if (!customerId) void queryClient.invalidateQueries({ queryKey: [OWNER_PROFILE_KEY] });
  };

  const ref = (method: PaymentMethod): CardRef => ({
    customerId: customerId!,
    paymentMethodId: method.payment_method_id,
  });

  let body;
  if (cards.isError) {
    body = <LoadError message="We could not load your saved cards." query={cards} />;
  } else if (customerId && !cards.data) {
    body = <TextSkeleton label="Loading your saved cards…" width="24ch" />;
  } else if (!cards.data?.length) {
    body = (
      <p className="ch-muted">No saved cards yet. Add a card to pay for your services faster.</p>
    );
  } else {
    const list = cards.data;
    body = (
      <ul className="ch-billing-details__cards">
        {list.map((method) => (
          <li key={method.payment_method_id} className="ch-billing-details__card">
            <SavedCard method={method} />
            <div className="ch-billing-details__card-actions">
              {!method.isdefault && (
                <Button
                  variant="secondary"
                  isDisabled={makeDefault.isPending}
                  onPress={() => makeDefault.mutate(ref(method))}
                >
                  Make default<VisuallyHidden>: {cardName(method)}</VisuallyHidden>
                </Button>
              )}
              {method.isdefault && list.length > 1 ? (
                <p className="ch-muted ch-billing-details__note">{DEFAULT_CARD_NOTE}</p>
              ) : (
                <Button
                  variant="secondary"
                  onPress={() => {
                    remove.reset();
                    setDeleting(method);
                  }}
                >
                  Delete<VisuallyHidden>: {cardName(method)}</VisuallyHidden>
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="ch-settings__group" aria-labelledby="billing-cards">
      <h3 id="billing-cards" className="ch-settings__subheading">
        Saved cards
      </h3>
      {body}
      {!cards.isError && (
        <p>
          <Button variant="secondary" onPress={() => setAdding(true)}>
            Add a card
          </Button>
        </p>
      )}
      {adding && (
        <AddCardDialog customerId={customerId} onClose={() => setAdding(false)} onSaved={onSaved} />
      )}
      {deleting && (
        <DeleteCardDialog
          method={deleting}
          isPending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(ref(deleting))}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

/** The billing address form, prefilled with the saved address. */
function BillingAddressEditor({
  customerId,
  address,
}: {
  customerId: string;
  address: BillingAddress;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useBillingAddressForm(address);
  const save = useMutation({
    mutationFn: (next: BillingAddress) => updateBillingAddress(customerId, next),
    onSuccess: (answer) => {
      queryClient.setQueryData(billingAddressQuery(customerId).queryKey, {
        address: answer.address,
      });
      toast.success(answer.message);
    },
    onError: (error) => {
      // Spec dashboard §8: the failure is logged; the owner is told too (decision 0077).
      console.error('Updating the billing address failed', error);
      toast.error(error);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!form.checkAll()) return form.focusFirstError();
    save.mutate(form.values);
  };
  return (
    <form className="ch-billing-details__form" onSubmit={submit} noValidate>
      <BillingAddressForm form={form} isDisabled={save.isPending} isLegendHidden />
      <p>
        <Button type="submit" isDisabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save billing address'}
        </Button>
      </p>
    </form>
  );
}

function BillingAddressSection({ customerId }: { customerId: string | null }) {
  const query = useQuery({ ...billingAddressQuery(customerId ?? ''), enabled: !!customerId });
  let body;
  if (query.isError) {
    body = <LoadError message="We could not load your billing address." query={query} />;
  } else if (customerId && !query.data) {
    body = <TextSkeleton label="Loading your billing address…" width="24ch" />;
  } else if (!query.data?.address) {
    body = (
      <p className="ch-muted">Your billing address is your default card’s. Add a card to set it.</p>
    );
  } else {
    body = <BillingAddressEditor customerId={customerId!} address={query.data.address} />;
  }
  return (
    <section className="ch-settings__group" aria-labelledby="billing-address">
      <h3 id="billing-address" className="ch-settings__subheading">
        Billing address
      </h3>
      {body}
    </section>
  );
}

/**
 * Settings → 'Billing details' (decision 0077): the owner's saved cards (default, add, delete
 * with confirmation) and the billing address, which is the default card's at the provider.
 */
export function BillingDetails() {
  const { owner, isLoading } = useOwnerProfile();
  if (isLoading || !owner) {
    return (
      <div className="ch-settings__skeleton">
        <TextSkeleton label="Loading your billing details…" width="24ch" />
      </div>
    );
  }
  const customerId = owner.stripe_customer_id ?? null;
  return (
    <div className="ch-settings__panel">
      <SavedCardsSection customerId={customerId} />
      <BillingAddressSection customerId={customerId} />
    </div>
  );
}
