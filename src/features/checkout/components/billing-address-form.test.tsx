import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BillingAddress } from '../../../domain/checkout/billing-address';
import type { AddressSuggestionSource } from '../address-suggestions';
import { BillingAddressForm, useBillingAddressForm } from './billing-address-form';

function Checkout({
  initial,
  suggest,
  onSave = () => undefined,
}: {
  initial?: Partial<BillingAddress>;
  suggest?: AddressSuggestionSource;
  onSave?: (address: BillingAddress) => void;
}) {
  const form = useBillingAddressForm(initial);
  const save = () => (form.checkAll() ? onSave(form.values) : form.focusFirstError());
  return (
    <>
      <BillingAddressForm form={form} suggestAddresses={suggest} />
      <button type="button" onClick={save}>
        Save
      </button>
    </>
  );
}

const street = () => screen.getByRole('combobox', { name: /^Street address/ }) as HTMLInputElement;
const stateSelect = () => screen.getByRole('combobox', { name: /^State/ }) as HTMLSelectElement;
const textField = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

/** The messages tied to a control (aria-describedby). */
function messageOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((element) => element?.className.includes('error'))
    .map((element) => element?.textContent)
    .join(' ');
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function pickSuggestion(typed: string, option: string) {
  act(() => street().focus());
  type(street(), typed);
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** The suggestions offered for the typing; the list is closed again with Escape. */
/** Types into the street and waits for exactly these suggestions (the source answers later). */
async function expectSuggestions(typed: string, expected: string[]): Promise<void> {
  act(() => street().focus());
  type(street(), typed);
  await waitFor(() =>
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent ?? ''),
    ).toEqual(expected),
  );
  fireEvent.keyDown(street(), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('BillingAddressForm', () => {
  it('asks for a US address, the second line optional', () => {
    render(<Checkout />);
    expect(screen.getByRole('group', { name: 'Billing address' })).toBeTruthy();
    expect(street().getAttribute('aria-required')).toBe('true');
    expect(street().autocomplete).toBe('address-line1');
    expect(textField('Floor/Apt/Suite number').getAttribute('aria-required')).toBeNull();
    expect(textField('City').autocomplete).toBe('address-level2');
    expect(stateSelect().getAttribute('autocomplete')).toBe('address-level1');
    expect(textField('Zip code').autocomplete).toBe('postal-code');
    expect(textField('Zip code').inputMode).toBe('numeric');
    expect(screen.getByText('United States')).toBeTruthy();
    expect(within(stateSelect()).getAllByRole('option')).toHaveLength(52); // 50 + DC + 'Select…'
  });

  it('on Save shows each required field’s message under it and focuses the first', () => {
    const onSave = vi.fn();
    render(<Checkout onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(messageOf(street())).toBe('Street address is required');
    expect(messageOf(textField('City'))).toBe('City is required');
    expect(messageOf(stateSelect())).toBe('State is required');
    expect(messageOf(textField('Zip code'))).toBe('Zip code is required');
    expect(messageOf(textField('Floor/Apt/Suite number'))).toBe('');
    expect(stateSelect().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(street());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks a ZIP code when it is left', () => {
    render(<Checkout />);
    type(textField('Zip code'), '6060');
    fireEvent.blur(textField('Zip code'));
    expect(messageOf(textField('Zip code'))).toBe('Zip code format is invalid');
    type(textField('Zip code'), '60606-1234');
    expect(messageOf(textField('Zip code'))).toBe('');
  });

  it('fills city, state and ZIP from a city typed after the street', async () => {
    const onSave = vi.fn();
    render(<Checkout onSave={onSave} />);
    await pickSuggestion('233 S Wacker Dr, chic', 'Chicago, IL 60602');

    expect(street().value).toBe('233 S Wacker Dr');
    expect(textField('City').value).toBe('Chicago');
    expect(stateSelect().value).toBe('IL');
    expect(textField('Zip code').value).toBe('60602');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      line1: '233 S Wacker Dr',
      line2: '',
      city: 'Chicago',
      state: 'IL',
      postal_code: '60602',
      country: 'US',
    });
  });

  it('finds a place by ZIP code too', async () => {
    render(<Checkout />);
    await pickSuggestion('1 Congress Ave, 787', 'Austin, TX 78701');
    expect(textField('City').value).toBe('Austin');
    expect(stateSelect().value).toBe('TX');
  });

  it('offers only places in the chosen state', async () => {
    render(<Checkout initial={{ state: 'Missouri' }} />);
    expect(stateSelect().value).toBe('MO');
    await expectSuggestions('1 Main St, Springfield', ['Springfield, MO 65806']);

    fireEvent.change(stateSelect(), { target: { value: '' } });
    // A further keystroke (the same text again would not be a change).
    await expectSuggestions('1 Main St, Springfield ', [
      'Springfield, IL 62701',
      'Springfield, MA 01103',
      'Springfield, MO 65806',
    ]);
  });

  it('takes suggestions from an injected source, street included', async () => {
    const suggest = vi.fn<AddressSuggestionSource>(async () => [
      {
        id: 'place-1',
        label: '350 5th Ave, New York, NY 10118',
        line1: '350 5th Ave',
        city: 'New York',
        state: 'NY',
        postal_code: '10118',
      },
    ]);
    render(<Checkout initial={{ state: 'NY' }} suggest={suggest} />);
    await pickSuggestion('350 5th', '350 5th Ave, New York, NY 10118');

    expect(suggest).toHaveBeenCalledWith('350 5th', { state: 'NY' });
    expect(street().value).toBe('350 5th Ave');
    // The source finds the place again for the street just filled in: not offered again.
    await waitFor(() => expect(suggest).toHaveBeenCalledWith('350 5th Ave', { state: 'NY' }));
    await act(async () => {});
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(textField('City').value).toBe('New York');
    expect(textField('Zip code').value).toBe('10118');
  });

  it('keeps a street typed without suggestions as it is', () => {
    render(<Checkout />);
    type(street(), '12 Main St');
    fireEvent.blur(street());
    expect(street().value).toBe('12 Main St');
    expect(messageOf(street())).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
