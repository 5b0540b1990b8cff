import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardForm, useCardForm } from './card-form';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** The card form with the caller's Save: check everything, then focus the first error. */
function Checkout({ checkName }: { checkName?: boolean }) {
  const form = useCardForm({ checkName });
  return (
    <>
      <CardForm form={form} />
      <button type="button" onClick={() => form.checkAll() || form.focusFirstError()}>
        Save
      </button>
    </>
  );
}

function field(name: string): HTMLInputElement {
  return screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** The elements that describe a field (aria-describedby). */
function descriptions(input: HTMLElement): HTMLElement[] {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null);
}

/** The messages tied to a field, as a screen reader reads them with it. */
function describedBy(input: HTMLElement): string {
  return descriptions(input)
    .filter((element) => !element.querySelector('[role="img"]'))
    .map((element) => element.textContent)
    .filter(Boolean)
    .join(' ');
}

describe('CardForm', () => {
  it('asks for the card with the autofill names and keypads phones need', () => {
    render(<Checkout />);
    expect(field('Card number').autocomplete).toBe('cc-number');
    expect(field('Expiration date').autocomplete).toBe('cc-exp');
    expect(field('CVC').autocomplete).toBe('cc-csc');
    expect(field('Name on card').autocomplete).toBe('cc-name');
    for (const name of ['Card number', 'Expiration date', 'CVC']) {
      expect(field(name).inputMode).toBe('numeric');
    }
    expect(screen.getByRole('group', { name: 'Card details' })).toBeTruthy();
  });

  it.each([
    ['Card number', '4242424242424242', '4242 4242 4242 4242'],
    ['Card number', '4242-4242 42x42', '4242 4242 4242'],
    ['Card number', '378282246310005', '3782 822463 10005'],
    ['Expiration date', '1228', '12/28'],
    ['Expiration date', '12/289', '12/28'],
    ['CVC', '12a345', '1234'],
    ['Name on card', 'Ana R0uiz-O’Neil!', "Ana Ruiz-O'Neil"],
    ['Name on card', 'Ana\tRuiz', 'Ana Ruiz'],
  ])('masks %s as typed: %j → %j', (name, typed, shown) => {
    render(<Checkout />);
    type(field(name), typed);
    expect(field(name).value).toBe(shown);
  });

  it('keeps the caret where the digit was typed, not at the end', async () => {
    render(<Checkout />);
    const number = field('Card number');
    type(number, '4242 4242');
    act(() => number.focus());
    // A 9 typed after the third digit: the groups shift, the caret stays after the 9.
    fireEvent.change(number, { target: { value: '42942 4242', selectionStart: 4 } });
    await act(async () => {});
    expect(number.value).toBe('4294 2424 2');
    expect(number.selectionStart).toBe(4);
  });

  it('shows the detected brand’s icon next to the number, read as its description', () => {
    render(<Checkout />);
    const number = field('Card number');
    expect(screen.queryByRole('img')).toBeNull();

    type(number, '4');
    expect(screen.queryByRole('img')).toBeNull(); // 4 alone names no single brand yet
    type(number, '42');
    const visa = screen.getByRole('img', { name: 'Visa' });
    expect(descriptions(number).some((element) => element.contains(visa))).toBe(true);

    type(number, '5555 5555');
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeTruthy();
    type(number, '3782');
    expect(screen.getByRole('img', { name: 'American Express' })).toBeTruthy();
    type(number, '6011');
    expect(screen.getByRole('img', { name: 'Discover' })).toBeTruthy();
    type(number, '3530');
    expect(screen.getByRole('img', { name: 'JCB' })).toBeTruthy();
    type(number, '3056');
    expect(screen.getByRole('img', { name: 'Diners Club' })).toBeTruthy();
    type(number, '6200');
    expect(screen.getByRole('img', { name: 'UnionPay' })).toBeTruthy();
    type(number, '9999');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('checks a field when it is left, and clears the message once it is fixed', () => {
    render(<Checkout />);
    const number = field('Card number');
    type(number, '4242424242424241');
    expect(screen.queryByText('Invalid card number')).toBeNull();

    fireEvent.blur(number);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(number)).toContain('Invalid card number');
    // Only the field left is checked.
    expect(screen.queryByText('Invalid CVC')).toBeNull();

    type(number, '4242424242424242');
    expect(screen.queryByText('Invalid card number')).toBeNull();
    expect(number.getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    ['Expiration date', '13/30', 'Invalid Expiration Date'],
    ['Expiration date', '01/20', 'Invalid Expiration Date'],
    ['CVC', '12', 'Invalid CVC'],
    ['Name on card', '-', 'Invalid Name'],
  ])('says %s %j is wrong with the spec’s message', (name, typed, message) => {
    render(<Checkout />);
    type(field(name), typed);
    fireEvent.blur(field(name));
    expect(describedBy(field(name))).toBe(message);
  });

  it('on Save shows every message under its field and focuses the first', () => {
    render(<Checkout />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(describedBy(field('Card number'))).toBe('Invalid card number');
    expect(describedBy(field('Expiration date'))).toBe('Invalid Expiration Date');
    expect(describedBy(field('CVC'))).toBe('Invalid CVC');
    expect(describedBy(field('Name on card'))).toBe('Invalid Name');
    expect(document.activeElement).toBe(field('Card number'));
  });

  it('leaves the name unchecked when the caller does not ask for it', () => {
    render(<Checkout checkName={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Invalid card number')).toBeTruthy();
    expect(screen.queryByText('Invalid Name')).toBeNull();
    expect(field('Name on card').getAttribute('aria-required')).toBeNull();
  });

  it('passes a complete card (a 4-digit CVC for American Express)', () => {
    render(<Checkout />);
    type(field('Card number'), '378282246310005');
    type(field('Expiration date'), `04${nextYear}`);
    type(field('CVC'), '1234');
    type(field('Name on card'), 'Ana Ruiz');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('group', { name: 'Card details' });
    expect(within(form).queryAllByText(/^Invalid/)).toEqual([]);
    expect(document.activeElement).not.toBe(field('Card number'));
  });
});
