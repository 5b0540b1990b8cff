import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import {
  cardExpiry,
  isCardBrand,
  type PaymentMethod,
} from '../../../domain/payments/payment-method';
import '../../../questionnaire/fields/choice-fields.css';
import '../../../ui/badge.css';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { CardBrandIcon } from './card-brand-icon';
import './saved-cards.css';

/** The value of the 'Add a new card' option. */
export const ADD_NEW_CARD = 'add-new-card';

/** Shown by the checkout when 'Add a new card' is still chosen at 'Checkout & Pay' (spec §5). */
export const ADD_NEW_CARD_SELECTED_MESSAGE = 'Please add new card or select other payment method';

/** What a checkout starts with: the default card, else the first saved one, else a new card. */
export function initialPaymentChoice(paymentMethods: readonly PaymentMethod[]): string {
  const preferred = paymentMethods.find((method) => method.isdefault) ?? paymentMethods[0];
  return preferred?.payment_method_id ?? ADD_NEW_CARD;
}

export interface SavedCardsProps {
  paymentMethods: readonly PaymentMethod[];
  /** A payment_method_id, or ADD_NEW_CARD. */
  value: string;
  onChange: (value: string) => void;
  /** The choice's message (e.g. ADD_NEW_CARD_SELECTED_MESSAGE), tied to the group. */
  error?: string;
  isDisabled?: boolean;
  /** The new card's forms (card and billing address), shown while 'Add a new card' is chosen. */
  children: ReactNode;
}

/** One saved card: its brand icon (or name), last four digits, expiry and Default badge. */
export function SavedCard({ method }: { method: PaymentMethod }) {
  return (
    <span className="ch-saved-cards__card">
      {isCardBrand(method.brand) ? (
        <CardBrandIcon brand={method.brand} />
      ) : (
        <span className="ch-saved-cards__brand-name">{method.brand}</span>
      )}
      <span className="ch-saved-cards__number">
        <span aria-hidden="true">•••• {method.last4}</span>
        <VisuallyHidden>ending in {method.last4}</VisuallyHidden>
      </span>
      <span className="ch-saved-cards__expiry">Expires {cardExpiry(method)}</span>
      {method.isdefault && <span className="ch-badge ch-saved-cards__default">Default</span>}
    </span>
  );
}

/**
 * The checkout's payment methods (spec dashboard §2): the saved cards and 'Add a new card' as
 * one radio group (arrow keys move between them). Choosing 'Add a new card' reveals `children`
 * right after the group, next in the tab order.
 */
export function SavedCards({
  paymentMethods,
  value,
  onChange,
  error,
  isDisabled,
  children,
}: SavedCardsProps) {
  return (
    <div className="ch-saved-cards">
      <RadioGroup
        className="ch-field ch-choice ch-choice--cards"
        value={value}
        onChange={onChange}
        isInvalid={Boolean(error)}
        isDisabled={isDisabled}
        validationBehavior="aria"
      >
        <Label className="ch-field__label">Payment method</Label>
        <div className="ch-choice__options">
          {paymentMethods.map((method) => (
            <Radio
              key={method.payment_method_id}
              value={method.payment_method_id}
              className="ch-choice__option ch-saved-cards__option"
            >
              <span className="ch-choice__mark" aria-hidden="true" />
              <SavedCard method={method} />
            </Radio>
          ))}
          <Radio value={ADD_NEW_CARD} className="ch-choice__option ch-saved-cards__option">
            <span className="ch-choice__mark" aria-hidden="true" />
            <span className="ch-choice__label">Add a new card</span>
          </Radio>
        </div>
        <FieldError className="ch-field__error">{error}</FieldError>
      </RadioGroup>
      {value === ADD_NEW_CARD && <div className="ch-saved-cards__new-card">{children}</div>}
    </div>
  );
}
