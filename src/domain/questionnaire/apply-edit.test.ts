import { describe, expect, it } from 'vitest';
import { applyEdit, defaultAnswers, errorsAfterEdit } from './apply-edit';
import type { FieldDefinition } from './page-definition';

const fields: FieldDefinition[] = [
  { name: 'business_name', type: 'string', rendered_type: 'business_name' },
  { name: 'legal_identifier', type: 'string', rendered_type: 'select' },
  { name: 'official_business_name', type: 'string', rendered_type: 'official_business_name' },
  { name: 'same', type: 'boolean', rendered_type: 'toggle', default: false },
  {
    name: 'mailing_city',
    type: 'string',
    rendered_type: 'text',
    depends_on: { key: 'same', value: true, action: 'hide' },
  },
];

describe('applyEdit', () => {
  it('rebuilds the official name as name, a space, then identifier', () => {
    let answers = applyEdit(fields, {}, 'business_name', 'Lone Star Coffee');
    expect(answers.official_business_name).toBe('Lone Star Coffee');
    answers = applyEdit(fields, answers, 'legal_identifier', 'L.L.C.');
    expect(answers.official_business_name).toBe('Lone Star Coffee L.L.C.');
    answers = applyEdit(fields, answers, 'business_name', 'Prairie Goods');
    expect(answers.official_business_name).toBe('Prairie Goods L.L.C.');
  });

  it('leaves the official name alone on pages without one', () => {
    const answers = applyEdit(fields.slice(0, 2), {}, 'business_name', 'Acme');
    expect(answers).toEqual({ business_name: 'Acme' });
  });

  it('clears the answer of a field its rule now hides', () => {
    const shown = applyEdit(fields, { same: false }, 'mailing_city', 'Austin');
    expect(shown.mailing_city).toBe('Austin');
    const hidden = applyEdit(fields, shown, 'same', true);
    expect(hidden).not.toHaveProperty('mailing_city');
  });
});

describe('defaultAnswers', () => {
  it('starts a page with each default', () => {
    expect(defaultAnswers(fields)).toEqual({ same: false });
  });
});

describe('errorsAfterEdit', () => {
  it('clears the edited field and keeps the others', () => {
    const errors = { business_name: 'Business name is required', mailing_city: 'x' };
    expect(errorsAfterEdit(errors, {}, { business_name: 'A' })).toEqual({ mailing_city: 'x' });
  });

  it('clears the message of a field that became hidden', () => {
    const errors = { mailing_city: 'Mailing city format is invalid' };
    expect(errorsAfterEdit(errors, { mailing_city: '!' }, {})).toEqual({});
  });

  it('in a list, clears only the edited row field', () => {
    const errors = { 'owners.0.email': 'a', 'owners.1.email': 'b' };
    const before = { owners: [{ email: 'x' }, { email: 'y' }] };
    const after = { owners: [{ email: 'x' }, { email: 'y@example.com' }] };
    expect(errorsAfterEdit(errors, before, after)).toEqual({ 'owners.0.email': 'a' });
  });
});
