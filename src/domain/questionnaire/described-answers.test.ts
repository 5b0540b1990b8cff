import { describe, expect, it } from 'vitest';
import { describedAnswers } from './described-answers';
import type { FieldDefinition } from './page-definition';

const fields: FieldDefinition[] = [
  { name: 'same_address', type: 'boolean', rendered_type: 'toggle' },
  {
    name: 'mailing_city',
    type: 'string',
    rendered_type: 'text',
    depends_on: { key: 'same_address', value: true },
  },
  {
    name: 'owners',
    type: 'array',
    rendered_type: 'text',
    max_rows: 3,
    children: [
      { name: 'first_name', type: 'string', rendered_type: 'text' },
      { name: 'has_phone', type: 'boolean', rendered_type: 'toggle' },
      {
        name: 'phone',
        type: 'string',
        rendered_type: 'text',
        depends_on: { key: 'has_phone', value: true, action: 'show' },
      },
    ],
  },
];

describe('what the server stores of a page (only what its definition describes)', () => {
  it('drops keys no field describes, on the page and in every list row', () => {
    expect(
      describedAnswers(fields, {
        individual_id: 7,
        updated_at: null,
        role: 'admin',
        owners: [{ first_name: 'Ada', notes: 'x', nested: { deeper: ['y'] } }],
      }),
    ).toEqual({ owners: [{ first_name: 'Ada' }] });
  });

  it('drops the answers of fields a rule hides, in rows too', () => {
    expect(
      describedAnswers(fields, {
        same_address: true,
        mailing_city: 'Austin',
        owners: [{ first_name: 'Ada', has_phone: false, phone: '5125550100' }],
      }),
    ).toEqual({ same_address: true, owners: [{ first_name: 'Ada', has_phone: false }] });
  });

  it('keeps values of the wrong shape for validation to refuse', () => {
    expect(describedAnswers(fields, { owners: ['Ada', null] })).toEqual({ owners: ['Ada', null] });
    expect(describedAnswers(fields, { owners: 'Ada' })).toEqual({ owners: 'Ada' });
  });

  it("never takes a key from the object's prototype", () => {
    const hostile = JSON.parse('{"__proto__": {"same_address": true}}') as Record<string, unknown>;
    expect(describedAnswers(fields, hostile)).toEqual({});
  });
});
