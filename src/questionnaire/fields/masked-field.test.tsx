import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../domain/questionnaire/page-definition';
import { MaskedFieldRenderer } from './masked-field';

const TAX_ID: FieldDefinition = {
  name: 'tax_id_number',
  title: 'SSN or ITIN',
  type: 'string',
  rendered_type: 'mask_text',
  mask: '000-00-0000',
  sensitive: true,
};

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <MaskedFieldRenderer
      field={TAX_ID}
      value={value}
      isRequired
      inputId="tax"
      answers={{}}
      onChange={setValue}
    />
  );
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: /SSN or ITIN/ });

describe('a sensitive masked field', () => {
  it('shows the saved answer masked, and typing starts a new number in its place', () => {
    render(<Harness initial="***-**-6789" />);
    expect(input().value).toBe('***-**-6789');
    fireEvent.change(input(), { target: { value: '***-**-67895' } });
    expect(input().value).toBe('5');
    fireEvent.change(input(), { target: { value: '51' } });
    expect(input().value).toBe('51');
  });

  it('is emptied by deleting from the masked answer', () => {
    render(<Harness initial="***-**-6789" />);
    fireEvent.change(input(), { target: { value: '***-**-678' } });
    expect(input().value).toBe('');
  });

  it('formats a number typed from scratch as XXX-XX-XXXX', () => {
    render(<Harness initial="" />);
    fireEvent.change(input(), { target: { value: '123456789' } });
    expect(input().value).toBe('123-45-6789');
  });
});
