import type { FieldDefinition } from './page-definition';
import { monthLabel } from './month-picker';

/**
 * An answer as a person reads it, outside the form that asked it (a review, a printed record):
 * a choice by its option's label ('Started a new business', 'Yes'), a picked month by its name
 * ('November 2026'), a toggle as Yes or No, anything else as written; '' for no answer.
 */
export function answerText(field: FieldDefinition, value: unknown): string {
  if (value === undefined || value === null) return '';
  const written = String(value).trim();
  const option = field.options?.find((candidate) => candidate.value === written);
  if (option) return option.label;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field.rendered_type === 'month_picker') return monthLabel(written) ?? written;
  return written;
}
