import type { Answers, FieldDefinition } from './page-definition';
import { monthLabel } from './month-picker';
import { shownAnswer } from './sensitive-answers';

/**
 * An answer as a person reads it, outside the form that asked it (a review, a conflict table,
 * a printed record): a choice by its option's label ('Started a new business'), a picked month
 * by its name ('November 2026'), a toggle as Yes or No (a yes/no radio by its option's label),
 * choices ticked by their labels, a list as its rows' names, a sensitive
 * answer masked (even one typed on this device and not saved yet), anything else as written;
 * '' for no answer.
 */
export function answerText(field: FieldDefinition, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value) && field.options) {
    // Choices ticked from a list, by their labels.
    return value
      .map((item) => field.options!.find((option) => option.value === item)?.label ?? String(item))
      .join(', ');
  }
  if (Array.isArray(value)) {
    return (value as Answers[])
      .map(
        (row) => [row.first_name, row.last_name].filter(Boolean).join(' ') || JSON.stringify(row),
      )
      .join(', ');
  }
  const written = String(shownAnswer(field, value)).trim();
  // A yes/no radio's answer by its option's label ("Charter's registered agent"), else Yes/No.
  const option = field.options?.find((candidate) => candidate.value === written);
  if (option) return option.label;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field.rendered_type === 'month_picker') return monthLabel(written) ?? written;
  return written;
}
