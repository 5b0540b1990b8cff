import { describe, expect, it } from 'vitest';
import { validateField } from './field-validation';
import type { FieldDefinition } from './page-definition';

const text = (overrides: Partial<FieldDefinition> = {}): FieldDefinition => ({
  name: 'city',
  title: 'City',
  label: 'City',
  type: 'string',
  rendered_type: 'text',
  ...overrides,
});

describe('generic field validation (spec §5, in order)', () => {
  it('1. required and blank', () => {
    expect(validateField(text(), '', true)).toBe('City is required');
    expect(validateField(text(), '   ', true)).toBe('City is required');
    expect(validateField(text({ title: undefined, label: undefined }), null, true)).toBe(
      'Field is required',
    );
    expect(validateField(text(), '', false)).toBeNull();
  });

  it('2. over maxLength', () => {
    expect(validateField(text({ maxLength: 5 }), 'Chicago', true)).toBe(
      'City must not exceed 5 characters',
    );
    expect(validateField(text({ maxLength: 7 }), 'Chicago', true)).toBeNull();
  });

  it('3. under minLength', () => {
    expect(validateField(text({ minLength: 3 }), 'Ab', true)).toBe(
      'City must be at least 3 characters',
    );
  });

  it('4. above max and 5. below min, with the label', () => {
    const number = text({
      name: 'employees',
      title: 'Employees',
      label: 'Number of employees',
      type: 'integer',
      rendered_type: 'number',
      min: 1,
      max: 50,
    });
    expect(validateField(number, 51, true)).toBe(
      'Number of employees should not be greater than 50.',
    );
    expect(validateField(number, 0, true)).toBe(
      'Number of employees should not be smaller than 1.',
    );
    expect(validateField(number, 50, true)).toBeNull();
  });

  it('6. failing the regex', () => {
    expect(
      validateField(text({ name: 'zip_code', title: 'Zip code', regex: '^\\d{5}$' }), '6060', true),
    ).toBe('Zip code format is invalid');
  });

  it('business_name has its own format message', () => {
    const businessName = text({
      name: 'business_name',
      title: 'Business name',
      regex: '^[A-Za-z0-9 &-]+$',
    });
    expect(validateField(businessName, 'Acme & Sons', true)).toBeNull();
    expect(validateField(businessName, 'Acme!', true)).toBe(
      "Only letters, numbers, spaces, '-' and '&' are allowed",
    );
  });

  it('reports only the first failing check', () => {
    const field = text({ maxLength: 3, regex: '^\\d+$' });
    expect(validateField(field, 'abcdef', true)).toBe('City must not exceed 3 characters');
  });

  it('business_class when empty says "This field is required"', () => {
    const businessClass = text({
      name: 'business_class',
      title: 'Business class',
      regex: '^\\d{6}$',
    });
    expect(validateField(businessClass, '', true)).toBe('This field is required');
    expect(validateField(businessClass, '54111', true)).toBe('Business class format is invalid');
    expect(validateField(businessClass, '541110', true)).toBeNull();
  });

  it('numbers default to 1–100, so negatives and zero are refused', () => {
    const number = text({
      name: 'percentage',
      title: 'Percentage',
      label: 'Percentage',
      type: 'number',
      rendered_type: 'number',
    });
    expect(validateField(number, -5, true)).toBe('Percentage should not be smaller than 1.');
    expect(validateField(number, 101, true)).toBe('Percentage should not be greater than 100.');
    expect(validateField(number, 'ten', true)).toBe('Percentage format is invalid');
    expect(validateField(number, 100, true)).toBeNull();
  });
});

describe('the type check, before every other rule (issue 13)', () => {
  const field = (overrides: Partial<FieldDefinition>) => text({ title: 'Answer', ...overrides });

  it('refuses a value of another type than the field declares, with its format message', () => {
    const wrong: Array<[Partial<FieldDefinition>, unknown]> = [
      [{ type: 'string' }, ['Chicago']],
      [{ type: 'string' }, { city: 'Chicago' }],
      [{ type: 'string' }, 42],
      [{ type: 'string' }, true],
      [{ type: 'number', rendered_type: 'number' }, '50'],
      [{ type: 'number', rendered_type: 'number' }, [50]],
      [{ type: 'integer', rendered_type: 'number' }, 2.5],
      [{ type: 'boolean', rendered_type: 'toggle' }, 'true'],
      [{ type: 'boolean', rendered_type: 'checkbox' }, 1],
      [{ type: 'array' }, 'activity'],
      [{ type: 'array' }, [['nested']]],
      [{ type: 'array' }, [{ id: 'nested' }]],
      [{ type: 'array', children: [text()] }, ['not a row']],
      [{ type: 'object', children: [text()] }, ['not an object']],
    ];
    for (const [overrides, value] of wrong) {
      expect(validateField(field(overrides), value, false), JSON.stringify(value)).toBe(
        'Answer format is invalid',
      );
    }
  });

  it('accepts each type, and no answer (absent, null, an emptied number input)', () => {
    const right: Array<[Partial<FieldDefinition>, unknown]> = [
      [{ type: 'string' }, 'Chicago'],
      [{ type: 'number', rendered_type: 'number' }, 50],
      [{ type: 'number', rendered_type: 'number' }, ''],
      [{ type: 'integer', rendered_type: 'number' }, 7],
      [{ type: 'boolean', rendered_type: 'toggle' }, false],
      [{ type: 'array' }, ['7', '9']],
      [{ type: 'array', children: [text()] }, [{ city: 'Chicago' }]],
      [{ type: 'string' }, null],
      [{ type: 'boolean' }, undefined],
    ];
    for (const [overrides, value] of right) {
      expect(validateField(field(overrides), value, false), JSON.stringify(value)).toBeNull();
    }
  });

  it('refuses the wrong type before the required rule, even for a required field', () => {
    expect(validateField(text(), [], true)).toBe('City format is invalid');
  });

  it("gives business_name its own format message for the wrong type (a list of '<script>')", () => {
    const businessName = text({ name: 'business_name', title: 'Business name' });
    expect(validateField(businessName, ['<script>alert(1)</script>'], true)).toBe(
      "Only letters, numbers, spaces, '-' and '&' are allowed",
    );
  });

  it('refuses control characters in any text with the shared message: NUL, DEL, C1, separators', () => {
    for (const control of ['\u0000', '\u0007', '\u001F', '\u007F', '\u0085', '\u009B', '\u2028']) {
      expect(validateField(text(), `Chi${control}cago`, true), JSON.stringify(control)).toBe(
        'City contains a character that is not allowed (a control character or an unpaired surrogate)',
      );
    }
    expect(validateField(text({ type: 'array' }), ['ok', 'n\u0000ul'], true)).toBe(
      'City format is invalid',
    );
  });

  it('refuses tabs and line breaks outside a text area: the answer must be on one line', () => {
    for (const lineBreak of ['\t', '\n', '\r', '\r\n']) {
      expect(validateField(text(), `Chi${lineBreak}cago`, true), JSON.stringify(lineBreak)).toBe(
        'City must be on one line: line breaks and tabs are not allowed',
      );
    }
  });

  it('lets a text area keep tabs and line breaks, but no other control character', () => {
    const notes = text({ name: 'notes', title: 'Notes', rendered_type: 'text_area' });
    expect(validateField(notes, 'First line\r\nSecond\tline', true)).toBeNull();
    expect(validateField(notes, 'First\u0000line', true)).toBe(
      'Notes contains a character that is not allowed (a control character or an unpaired surrogate)',
    );
    expect(validateField(notes, 'First\u2028line', true)).toMatch(/^Notes contains a character/);
  });

  it('refuses lone surrogates, and keeps characters written as surrogate pairs', () => {
    for (const lone of ['\uD800', 'a\uDBFFb', '\uDC00', 'x\uDFFF', '\uDC00\uD800']) {
      expect(validateField(text(), lone, true), JSON.stringify(lone)).toMatch(
        /^City contains a character that is not allowed/,
      );
    }
    expect(validateField(text(), 'Caf\u00E9 \uD83D\uDE00', true)).toBeNull();
  });

  it('caps every text at 128 characters where the field names no maxLength', () => {
    expect(validateField(text(), 'x'.repeat(128), true)).toBeNull();
    expect(validateField(text(), 'x'.repeat(129), true)).toBe(
      'City must not exceed 128 characters',
    );
    expect(validateField(text({ maxLength: 300 }), 'x'.repeat(300), true)).toBeNull();
    expect(validateField(text({ type: 'array' }), ['x'.repeat(129)], true)).toBe(
      'City format is invalid',
    );
  });

  it('refuses more rows than the list takes: its max_rows, else 100', () => {
    const owners = text({
      name: 'owners',
      title: 'Owners',
      type: 'array',
      children: [text()],
      max_rows: 3,
    });
    expect(validateField(owners, [{}, {}, {}], true)).toBeNull();
    expect(validateField(owners, [{}, {}, {}, {}], true)).toBe('You can list up to 3 owners.');
    const activities = text({ name: 'activities', title: 'Activities', type: 'array' });
    expect(validateField(activities, Array(100).fill('7'), true)).toBeNull();
    expect(validateField(activities, Array(101).fill('7'), true)).toBe(
      'You can list up to 100 activities.',
    );
  });
});
