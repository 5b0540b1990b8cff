import { monthLabel } from '../domain/questionnaire/month-picker';
import type { Answers, FieldDefinition } from '../domain/questionnaire/page-definition';
import { shownAnswer } from '../domain/questionnaire/sensitive-answers';

/**
 * An answer as a person reads it (review pages, conflict tables): option labels instead of
 * values, Yes/No for booleans, one line per list row, a sensitive answer masked (even one
 * typed on this device and not yet saved).
 */
export function answerText(field: FieldDefinition, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) {
    return (value as Answers[])
      .map(
        (row) => [row.first_name, row.last_name].filter(Boolean).join(' ') || JSON.stringify(row),
      )
      .join(', ');
  }
  const option = field.options?.find((candidate) => candidate.value === String(value));
  if (option) return option.label;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field.rendered_type === 'month_picker') return monthLabel(String(value));
  return String(shownAnswer(field, value));
}
