import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatUsPhone } from '../domain/questionnaire/formatting';
import { TextField, type TextFieldProps } from './text-field';

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & { initial?: string };

/** The field with its value kept as a form would keep it. */
function Field({ initial = '', ...props }: Props) {
  const [value, setValue] = useState(initial);
  return <TextField {...props} value={value} onChange={setValue} />;
}

/** The texts of the elements that describe a control (aria-describedby), in order. */
function descriptionOf(control: HTMLElement): string[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

describe('the text field', () => {
  it('ties its label, description and message to the input', () => {
    render(
      <Field
        label="Business city"
        isRequired
        description="Where the business operates."
        error="Business city is required"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Business city' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toEqual([
      'Where the business operates.',
      'Business city is required',
    ]);
  });

  it('masks what is typed and keeps the caret where the typing is', async () => {
    render(<Field label="Phone" mask={{ apply: formatUsPhone, keeps: /\d/, prefix: '+1' }} />);
    const input = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '5125550100', selectionStart: 10 } });
    expect(input.value).toBe('+1 (512) 555-0100');
    // A digit typed inside the area code: the caret stays after it, not at the end.
    fireEvent.change(input, { target: { value: '+1 (5129) 555-0100', selectionStart: 8 } });
    await act(async () => {});
    expect(input.value).toBe('+1 (512) 955-5010');
    expect(input.selectionStart).toBe(10);
  });

  it('reads an adornment as part of the description', () => {
    render(<Field label="Card number" description="As printed" adornment="Visa" />);
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Card number' }))).toEqual([
      'As printed',
      'Visa',
    ]);
  });

  it('refuses pasting and dropping when asked to', () => {
    render(
      <>
        <Field label="Confirm email" refusesPaste />
        <Field label="Email" />
      </>,
    );
    for (const [name, refused] of [
      ['Confirm email', true],
      ['Email', false],
    ] as const) {
      for (const type of ['paste', 'drop']) {
        const event = new Event(type, { bubbles: true, cancelable: true });
        screen.getByRole('textbox', { name }).dispatchEvent(event);
        expect(event.defaultPrevented).toBe(refused);
      }
    }
  });

  it('as a text area, shows its rows and the characters typed out of its limit', () => {
    render(<Field label="Purpose" rows={5} characterLimit={20} initial="Bikes" />);
    const area = screen.getByRole('textbox', { name: 'Purpose' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('5');
    expect(descriptionOf(area)).toEqual(['5 of 20 characters']);

    fireEvent.change(area, { target: { value: 'Bikes, repairs and rentals' } });
    const count = screen.getByText('26 of 20 characters');
    // Over the limit it says so in the error colour; the typing is not cut short.
    expect(count.hasAttribute('data-over')).toBe(true);
    expect((area as HTMLTextAreaElement).value).toBe('Bikes, repairs and rentals');
  });
});
