import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../domain/questionnaire/page-definition';
import { answerText } from './answer-text';

describe('answerText', () => {
  it('reads a picked month as it was offered', () => {
    expect(
      answerText({ name: 'm', type: 'string', rendered_type: 'month_picker' }, '2026-11'),
    ).toBe('November 2026');
  });

  it('reads an option by its label and a boolean as Yes or No', () => {
    const field: FieldDefinition = {
      name: 'c',
      type: 'string',
      rendered_type: 'radio',
      options: [{ value: 'health-care', label: 'Health Care' }],
    };
    expect(answerText(field, 'health-care')).toBe('Health Care');
    expect(answerText({ name: 'b', type: 'boolean', rendered_type: 'toggle' }, false)).toBe('No');
  });

  it('shows a sensitive answer masked, even one typed on this device and not yet saved', () => {
    const taxId: FieldDefinition = {
      name: 'tax_id_number',
      type: 'string',
      rendered_type: 'mask_text',
      sensitive: true,
    };
    expect(answerText(taxId, '123-45-6789')).toBe('***-**-6789');
    expect(answerText(taxId, '***-**-6789')).toBe('***-**-6789');
    expect(answerText({ ...taxId, sensitive: undefined }, '123-45-6789')).toBe('123-45-6789');
  });
});
