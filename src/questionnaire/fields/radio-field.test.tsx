import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../domain/questionnaire/page-definition';
import { RadioFieldRenderer } from './radio-field';

const FILING: FieldDefinition = {
  name: 'service_filing',
  title: 'State filing',
  type: 'string',
  rendered_type: 'service_filing',
  options: [
    { value: 'standard', label: 'Standard filing', price: '$0.00', details: ['5-10 days'] },
    {
      value: 'rapid',
      label: 'Rapid filing',
      unavailableReason: 'Florida does not offer expedited filing.',
    },
  ],
};

const YES_NO: FieldDefinition = {
  name: 'has_employees',
  title: 'Do you have employees?',
  type: 'boolean',
  rendered_type: 'radio',
  options: [
    { value: 'true', label: 'Yes' },
    { value: 'false', label: 'No' },
  ],
};

function Harness({
  field,
  initial = null,
  error,
}: {
  field: FieldDefinition;
  initial?: unknown;
  error?: string;
}) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      <RadioFieldRenderer
        field={field}
        value={value}
        error={error}
        isRequired
        inputId="q-field"
        answers={{}}
        onChange={setValue}
      />
      <output data-testid="answer">{JSON.stringify(value)}</output>
    </>
  );
}

const answer = () => screen.getByTestId('answer').textContent;

describe('the radio field', () => {
  it('is a required group named by its label, its message tied to it', () => {
    render(<Harness field={YES_NO} error="Please choose one" />);
    const group = screen.getByRole('radiogroup', { name: 'Do you have employees?' });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const described = (group.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Please choose one',
    ]);
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
  });

  it('answers a yes/no question with a boolean and shows the choice as checked', () => {
    render(<Harness field={YES_NO} />);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(answer()).toBe('false');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(false);
  });

  it('names each card by all it shows and keeps an unavailable card from being chosen', () => {
    render(<Harness field={FILING} initial="standard" />);
    expect(screen.getByRole('radio', { name: /^Standard filing\s*\$0\.00\s*5-10 days$/ })).toBe(
      screen.getAllByRole('radio')[0],
    );
    const rapid = screen.getByRole<HTMLInputElement>('radio', {
      name: /^Rapid filing.*Florida does not offer expedited filing\.$/,
    });
    expect(rapid.disabled).toBe(true);
  });

  it('gives its input id to the first option that can be chosen (focused on an error)', () => {
    const comingSoonFirst: FieldDefinition = {
      ...FILING,
      options: [{ value: 'other', label: 'Other', comingSoon: true }, ...FILING.options!],
    };
    render(<Harness field={comingSoonFirst} />);
    expect(document.getElementById('q-field')).toBe(
      screen.getByRole('radio', { name: /^Standard filing/ }),
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Other/ }).disabled).toBe(true);
  });

  it('keeps a read-only answer as it is', () => {
    render(<Harness field={{ ...YES_NO, readonly_field: true }} initial={true} />);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(answer()).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
    expect(screen.getByRole('radiogroup').getAttribute('aria-readonly')).toBe('true');
  });
});
