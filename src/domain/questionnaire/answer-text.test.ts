import { describe, expect, it } from 'vitest';
import { answerText } from './answer-text';
import { monthLabel } from './month-picker';
import type { FieldDefinition } from './page-definition';

const choice: FieldDefinition = {
  name: 'reason_for_applying',
  type: 'string',
  rendered_type: 'radio',
  options: [{ value: 'started_new_business', label: 'Started a new business' }],
};
const yesNo: FieldDefinition = {
  name: 'has_employees',
  type: 'boolean',
  rendered_type: 'radio',
  options: [
    { value: 'true', label: 'Yes' },
    { value: 'false', label: 'No' },
  ],
};
const month: FieldDefinition = { name: 'start', type: 'string', rendered_type: 'month_picker' };
const text: FieldDefinition = { name: 'note', type: 'string', rendered_type: 'text' };

describe('an answer as a person reads it', () => {
  it("shows a choice by its option's label, whether sent as text or as a boolean", () => {
    expect(answerText(choice, 'started_new_business')).toBe('Started a new business');
    expect(answerText(yesNo, true)).toBe('Yes');
    expect(answerText(yesNo, 'false')).toBe('No');
  });

  it('names a picked month, and writes anything else as given', () => {
    expect(answerText(month, '2026-11')).toBe('November 2026');
    expect(answerText(month, 'soon')).toBe('soon');
    expect(answerText(text, 3)).toBe('3');
    expect(answerText({ ...text, type: 'boolean' }, false)).toBe('No');
  });

  it('gives nothing for no answer', () => {
    expect(answerText(text, undefined)).toBe('');
    expect(answerText(text, null)).toBe('');
  });

  it('labels only real months', () => {
    expect(monthLabel('2027-01')).toBe('January 2027');
    expect(monthLabel('2027-13')).toBeNull();
    expect(monthLabel('2027-1')).toBeNull();
  });
});
