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
    expect(validateField(number, '0', true)).toBe(
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
