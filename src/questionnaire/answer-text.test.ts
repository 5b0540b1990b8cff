import { describe, expect, it } from 'vitest';
import { answerText } from './answer-text';

describe('answerText', () => {
  it('reads a picked month as it was offered', () => {
    expect(
      answerText({ name: 'm', type: 'string', rendered_type: 'month_picker' }, '2026-11'),
    ).toBe('November 2026');
  });
  it('reads an option by its label and a boolean as Yes or No', () => {
    const field = {
      name: 'c',
      type: 'string' as const,
      rendered_type: 'radio' as const,
      options: [{ value: 'health-care', label: 'Health Care' }],
    };
    expect(answerText(field, 'health-care')).toBe('Health Care');
    expect(answerText({ name: 'b', type: 'boolean', rendered_type: 'toggle' }, false)).toBe('No');
  });
});
