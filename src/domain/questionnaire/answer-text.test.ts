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

describe('answerText on reviews', () => {
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

  it("reads a yes/no radio's answer by its option's label", () => {
    const agent: FieldDefinition = {
      name: 'is_bizup_designated_agent',
      type: 'boolean',
      rendered_type: 'radio',
      options: [
        { value: 'true', label: "Charter's registered agent" },
        { value: 'false', label: 'Someone else' },
      ],
    };
    expect(answerText(agent, true)).toBe("Charter's registered agent");
    expect(answerText(agent, false)).toBe('Someone else');
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

describe('the licence flow’s answers on its review', () => {
  it('names the activities ticked by their labels', () => {
    const activities: FieldDefinition = {
      name: 'industry_activity_ids',
      type: 'array',
      rendered_type: 'avalara_activities_selection',
      options: [
        { value: 'sells_alcohol', label: 'Serves or sells alcoholic drinks' },
        { value: 'food', label: 'Prepares, serves or sells food' },
      ],
    };
    expect(answerText(activities, ['food', 'sells_alcohol'])).toBe(
      'Prepares, serves or sells food, Serves or sells alcoholic drinks',
    );
  });
});
