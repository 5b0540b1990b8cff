import { useQueryClient } from '@tanstack/react-query';
import { OWNER_PROFILE_KEY } from '../../../api/owner-profile';
import { useServiceStateFeeNote } from '../../../api/service-state-fee-note';
import { useId, useState, type JSX } from 'react';
import type { CheckoutProduct } from '../../../domain/checkout/checkout-product';
import { firstYearPriceCents, formatCents } from '../../../domain/checkout/money';
import {
  isProductKey,
  isStateFeeEntry,
  type ProductKey,
} from '../../../domain/checkout/product-keys';
import type { OwnerProfile } from '../../../domain/owner-profile';
import { Button } from '../../../ui/button';
import { ModalDialog } from '../../../ui/modal';
import { Notice } from '../../../ui/notice';
import { StateFeeNote } from '../../../ui/state-fee-note';
import { useToast } from '../../../ui/toast';
import { CardTokenError } from '../api/create-card-token';
import { paymentMethodsQuery, usePaymentMethods } from '../api/payment-methods';
import type { Invoice } from '../../../domain/contracts/invoices';
import { checkNewCard, saveNewCard } from '../new-card';
import { usePurchaseProgress } from '../use-purchase-progress';
import { BillingAddressForm, useBillingAddressForm } from './billing-address-form';
import { CardForm, useCardForm } from './card-form';
import { OrderLines, OrderTotal } from './order-lines';
import { PurchaseProgressOverlay } from './purchase-progress-overlay';
import {
  ADD_NEW_CARD,
  ADD_NEW_CARD_SELECTED_MESSAGE,
  initialPaymentChoice,
  SavedCards,
} from './saved-cards';
import { TermsNote } from './terms-note';
import { useFocusOnRequest } from './use-checked-form';
import './checkout-modal.css';

export interface CheckoutModalProps {
  /** What is bought: the service line and the state fee line, priced by the checkout service. */
  lines: readonly CheckoutProduct[];
  /** The purchase payload's description, e.g. 'EIN / Tax ID'. */
  description: string;
  owner: OwnerProfile;
  /** Cancel (not while paying). */
  onClose: () => void;
  /** Called after the progress overlay completes. */
  onPurchased: (invoice: Invoice) => void;
}

/**
 * What the state charges for the service bought (decision 0045): its fee's source, that it
 * charges none, or that its fee is confirmed before filing and not charged now.
 */
function OrderStateFee({ service, owner }: { service: ProductKey; owner: OwnerProfile }) {
  return <StateFeeNote {...useServiceStateFeeNote(service, owner.business_state)} />;
}

/** The order's amounts: the services' first-year price, the state fees, and the total. */
function OrderSummary({ lines }: Pick<CheckoutModalProps, 'lines'>) {
  const headingId = useId();
  const sum = (fees: boolean) =>
    lines
      .filter((line) => isStateFeeEntry(line.name) === fees)
      .reduce((total, line) => total + firstYearPriceCents(line), 0);
  const hasFees = lines.some((line) => isStateFeeEntry(line.name));
  return (
    <section className="ch-checkout-modal__section" aria-labelledby={headingId}>
      <h4 id={headingId}>Order Summary</h4>
      <ul className="ch-order-lines">
        <li>
          <span>Subtotal</span>
          <span>{formatCents(sum(false))}</span>
        </li>
        {hasFees && (
          <li>
            <span>State fee</span>
            <span>{formatCents(sum(true))}</span>
          </li>
        )}
      </ul>
      <OrderTotal lines={lines} />
    </section>
  );
}

/**
 * The dashboard's checkout (spec dashboard §2 "Checkout modal"): the order, the owner's saved
 * cards or a new one (card and billing address, saved with Save), the order summary, and
 * 'Checkout & Pay' with the three-step progress (§4). It cannot be closed by clicking outside;
 * Cancel and Escape close it, except while paying. A failed purchase leaves it open, as the
 * owner left it, with the failure in red (§8).
 */
export function CheckoutModal({
  lines,
  description,
  owner,
  onClose,
  onPurchased,
}: CheckoutModalProps): JSX.Element {
  const queryClient = useQueryClient();
  const toast = useToast();
  // The customer the owner's first saved card creates, until the owner's profile has it too.
  const [createdCustomerId, setCreatedCustomerId] = useState<string | null>(null);
  const customerId = owner.stripe_customer_id ?? createdCustomerId;
  const savedCards = usePaymentMethods(customerId);
  const paymentMethods = savedCards.paymentMethods ?? [];
  // Null until the owner picks: the default card once the saved cards are known.
  const [chosen, setChosen] = useState<string | null>(null);
  const choice = chosen ?? initialPaymentChoice(paymentMethods);
  const [choiceError, setChoiceError] = useState<string>();
  const [choiceFocusRequests, setChoiceFocusRequests] = useState(0);
  // The chosen payment method takes the focus when the choice needs the owner's attention.
  const methodsRoot = useFocusOnRequest<HTMLDivElement>(
    choiceFocusRequests,
    'input[type="radio"]:checked',
  );

  const card = useCardForm();
  const billing = useBillingAddressForm({ state: owner.business_state ?? '' });
  const [saving, setSaving] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  const payment = usePurchaseProgress(onPurchased);
  const paying = payment.isPaying;
  const orderHeadingId = useId();
  const service = lines.map((line) => line.name).find(isProductKey);

  const choose = (next: string) => {
    setChosen(next);
    setChoiceError(undefined);
  };

  const saveCard = async () => {
    if (saving || !checkNewCard(card, billing)) return;
    setSaving(true);
    setCardError(null);
    try {
      const saved = await saveNewCard(card.values, billing.values, customerId);
      const method = saved.payment_method;
      queryClient.setQueryData(paymentMethodsQuery(saved.customer_id).queryKey, (current) => [
        method,
        ...(current ?? []).filter((other) => other.payment_method_id !== method.payment_method_id),
      ]);
      if (!owner.stripe_customer_id) {
        setCreatedCustomerId(saved.customer_id);
        void queryClient.invalidateQueries({ queryKey: [OWNER_PROFILE_KEY] });
      }
      choose(method.payment_method_id);
      card.reset();
      // The form goes away with 'Add a new card': the focus goes to the card now chosen.
      setChoiceFocusRequests((count) => count + 1);
      toast.success(saved.message);
    } catch (error) {
      // Spec dashboard §8: a failure is logged. A refused card is also said by the card form,
      // so the owner knows what to change; anything else shows as an error toast.
      console.error('Adding a card failed', error);
      if (error instanceof CardTokenError) setCardError(error.message);
      else toast.error(error);
    } finally {
      setSaving(false);
    }
  };

  const pay = () => {
    if (choice === ADD_NEW_CARD) {
      setChoiceError(ADD_NEW_CARD_SELECTED_MESSAGE);
      setChoiceFocusRequests((count) => count + 1);
      return;
    }
    void payment.pay({
      lines,
      build: async () => ({
        individual: {
          first_name: owner.first_name,
          last_name: owner.last_name,
          email: owner.email,
        },
        description,
        payment_method_token: choice,
      }),
    });
  };

  const formsDisabled = paying || saving;

  return (
    <>
      <ModalDialog
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen && !paying) onClose();
        }}
        title="Checkout"
        isKeyboardDismissDisabled={paying}
        actions={
          <>
            <Button variant="secondary" onPress={onClose} isDisabled={paying}>
              Cancel
            </Button>
            <Button onPress={pay} isDisabled={formsDisabled || savedCards.isLoading}>
              Checkout &amp; Pay
            </Button>
          </>
        }
      >
        <section className="ch-checkout-modal__section" aria-labelledby={orderHeadingId}>
          <h4 id={orderHeadingId}>Your Order</h4>
          <OrderLines lines={lines} />
          {service && <OrderStateFee service={service} owner={owner} />}
        </section>

        <div ref={methodsRoot} className="ch-checkout-modal__section">
          {savedCards.isLoading ? (
            <p className="ch-checkout-modal__loading" role="status">
              Loading your saved cards…
            </p>
          ) : (
            <>
              {savedCards.isError && (
                <Notice tone="error" role="alert" className="ch-checkout-modal__notice">
                  <p>Your saved cards could not be loaded.</p>
                  <Button variant="secondary" onPress={savedCards.refetch}>
                    Try again
                  </Button>
                </Notice>
              )}
              <SavedCards
                paymentMethods={paymentMethods}
                value={choice}
                onChange={choose}
                error={choiceError}
                isDisabled={formsDisabled}
              >
                <form
                  className="ch-checkout-modal__new-card"
                  aria-label="New card"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    void saveCard();
                  }}
                >
                  <CardForm form={card} isDisabled={formsDisabled} />
                  <BillingAddressForm form={billing} isDisabled={formsDisabled} />
                  {cardError && (
                    <p className="ch-checkout-modal__error" role="alert">
                      {cardError}
                    </p>
                  )}
                  <div className="ch-checkout-modal__save">
                    <Button type="submit" variant="secondary" isDisabled={formsDisabled}>
                      {saving ? 'Saving…' : 'Save'}
                    </Button>
                  </div>
                </form>
              </SavedCards>
            </>
          )}
        </div>

        <OrderSummary lines={lines} />
        <TermsNote />
        {payment.failure && (
          <p className="ch-checkout-modal__error" role="alert">
            {payment.failure}
          </p>
        )}
      </ModalDialog>
      <PurchaseProgressOverlay {...payment.overlay} variant="purchase" />
    </>
  );
}
