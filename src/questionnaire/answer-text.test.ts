import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../domain/questionnaire/page-definition';
import { answerText } from './answer-text';

describe('answerText', () => {
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
