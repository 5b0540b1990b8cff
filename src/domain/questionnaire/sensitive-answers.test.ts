import { describe, expect, it } from 'vitest';
import type { FieldDefinition, PageDefinition } from './page-definition';
import { isMaskedAnswer, maskedAnswers, shownAnswer } from './sensitive-answers';
import { validatePage } from './validate-page';

const taxId: FieldDefinition = {
  name: 'tax_id_number',
  title: 'SSN or ITIN',
  type: 'string',
  rendered_type: 'mask_text',
  mask: '000-00-0000',
  regex: '^\\d{3}-?\\d{2}-?\\d{4}$',
  sensitive: true,
};
const firstName: FieldDefinition = { name: 'first_name', type: 'string', rendered_type: 'text' };
const page: PageDefinition = {
  id: 'ein/page1',
  title: 'Responsible party',
  fields: [firstName, taxId],
  required: ['first_name', 'tax_id_number'],
};

describe('sensitive answers', () => {
  it('are shown with their last four digits only; other answers as they are', () => {
    expect(shownAnswer(taxId, '123-45-6789')).toBe('***-**-6789');
    expect(shownAnswer(taxId, '')).toBe('');
    expect(shownAnswer(firstName, '123-45-6789')).toBe('123-45-6789');
    expect(maskedAnswers(page.fields, { first_name: 'Ada', tax_id_number: '123456789' })).toEqual({
      first_name: 'Ada',
      tax_id_number: '***-**-6789',
    });
    expect(maskedAnswers(page.fields, { first_name: 'Ada' })).toEqual({ first_name: 'Ada' });
  });

  it('are valid in their masked form, which stands for the saved answer; only sensitive ones', () => {
    expect(isMaskedAnswer(taxId, '***-**-6789')).toBe(true);
    expect(isMaskedAnswer(taxId, '123-45-6789')).toBe(false);
    expect(isMaskedAnswer(firstName, '***-**-6789')).toBe(false);
    expect(validatePage(page, { first_name: 'Ada', tax_id_number: '***-**-6789' })).toEqual({});
    expect(validatePage(page, { first_name: 'Ada', tax_id_number: '***-**-67' })).toEqual({
      tax_id_number: 'SSN or ITIN format is invalid',
    });
    expect(
      validatePage(
        { ...page, fields: [firstName, { ...taxId, sensitive: false }] },
        {
          first_name: 'Ada',
          tax_id_number: '***-**-6789',
        },
      ),
    ).toEqual({ tax_id_number: 'SSN or ITIN format is invalid' });
  });
});
