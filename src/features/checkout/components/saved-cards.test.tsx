import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../domain/payments/payment-method';
import {
  ADD_NEW_CARD,
  ADD_NEW_CARD_SELECTED_MESSAGE,
  initialPaymentChoice,
  SavedCards,
} from './saved-cards';

const VISA: PaymentMethod = {
  payment_method_id: 'pm_visa',
  brand: 'visa',
  last4: '4242',
  exp_month: 4,
  exp_year: 2028,
  isdefault: true,
};
const AMEX: PaymentMethod = {
  payment_method_id: 'pm_amex',
  brand: 'amex',
  last4: '0005',
  exp_month: 11,
  exp_year: 2031,
  isdefault: false,
};

/** A checkout around the list: 'Checkout & Pay' refuses while a new card is still chosen. */
function Checkout({ methods }: { methods: PaymentMethod[] }) {
  const [choice, setChoice] = useState(() => initialPaymentChoice(methods));
  const [error, setError] = useState<string>();
  return (
    <>
      <SavedCards
        paymentMethods={methods}
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setError(undefined);
        }}
        error={error}
      >
        <p>The new card’s forms</p>
      </SavedCards>
      <button
        type="button"
        onClick={() =>
          setError(choice === ADD_NEW_CARD ? ADD_NEW_CARD_SELECTED_MESSAGE : undefined)
        }
      >
        Checkout & Pay
      </button>
    </>
  );
}

const option = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('SavedCards', () => {
  it('lists each saved card with its brand, last digits, expiry and default badge', () => {
    render(<Checkout methods={[VISA, AMEX]} />);
    const group = screen.getByRole('radiogroup', { name: 'Payment method' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);

    const visa = option(/^Visa/);
    expect(visa.checked).toBe(true); // the default card comes chosen
    const visaRow = visa.closest('label')!;
    expect(within(visaRow).getByRole('img', { name: 'Visa' })).toBeTruthy();
    expect(within(visaRow).getByText('•••• 4242')).toBeTruthy();
    expect(within(visaRow).getByText('Expires 04/28')).toBeTruthy();
    expect(within(visaRow).getByText('Default')).toBeTruthy();
    expect(visaRow.textContent).toContain('ending in 4242');

    const amexRow = option(/^American Express/).closest('label')!;
    expect(within(amexRow).getByText('•••• 0005')).toBeTruthy();
    expect(within(amexRow).getByText('Expires 11/31')).toBeTruthy();
    expect(within(amexRow).queryByText('Default')).toBeNull();
    expect(option(/^Add a new card$/).checked).toBe(false);
  });

  it('names a brand without an icon in words', () => {
    render(<Checkout methods={[{ ...AMEX, brand: 'maestro' }]} />);
    expect(option(/^maestro ending in 0005/)).toBeTruthy();
  });

  it('reveals the new card’s forms only while "Add a new card" is chosen', () => {
    render(<Checkout methods={[VISA, AMEX]} />);
    expect(screen.queryByText('The new card’s forms')).toBeNull();

    fireEvent.click(option(/^Add a new card$/));
    expect(option(/^Add a new card$/).checked).toBe(true);
    expect(screen.getByText('The new card’s forms')).toBeTruthy();

    fireEvent.click(option(/^American Express/));
    expect(screen.queryByText('The new card’s forms')).toBeNull();
  });

  it('starts on "Add a new card" when nothing is saved', () => {
    render(<Checkout methods={[]} />);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(option(/^Add a new card$/).checked).toBe(true);
    expect(screen.getByText('The new card’s forms')).toBeTruthy();
  });

  it('shows the checkout’s message on the group while "Add a new card" is still chosen', () => {
    render(<Checkout methods={[VISA]} />);
    fireEvent.click(option(/^Add a new card$/));
    fireEvent.click(screen.getByRole('button', { name: 'Checkout & Pay' }));

    const message = screen.getByText('Please add new card or select other payment method');
    const group = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(message.id).not.toBe('');
    expect(group.getAttribute('aria-describedby')).toContain(message.id);
    expect(group.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(option(/^Visa/));
    expect(screen.queryByText(ADD_NEW_CARD_SELECTED_MESSAGE)).toBeNull();
  });

  it('chooses the default card, else the first, else a new card', () => {
    expect(initialPaymentChoice([AMEX, VISA])).toBe('pm_visa');
    expect(initialPaymentChoice([AMEX, { ...VISA, isdefault: false }])).toBe('pm_amex');
    expect(initialPaymentChoice([])).toBe(ADD_NEW_CARD);
  });
});
