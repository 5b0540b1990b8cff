import { maxLengthOf, maxRowsOf } from './answer-limits';
import { TEXT_PROBLEM_MESSAGES } from '../text-characters';
import { fieldTextProblem, hasDeclaredType } from './answer-type';
import type { FieldDefinition } from './page-definition';
import { messages } from './messages';
import { isBlank } from './visibility';

/** A field's name in messages: its title, else its label, else its key. */
function titleOf(field: FieldDefinition): string {
  return field.title ?? field.label ?? field.name;
}

function labelOf(field: FieldDefinition): string {
  return field.label ?? field.title ?? field.name;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Numbers default to the range 1–100 (spec §5 "Number fields"). */
export const DEFAULT_NUMBER_RANGE = { min: 1, max: 100 } as const;

function numericBounds(field: FieldDefinition): { min?: number; max?: number } {
  if (field.rendered_type !== 'number') return { min: field.min, max: field.max };
  return { min: field.min ?? DEFAULT_NUMBER_RANGE.min, max: field.max ?? DEFAULT_NUMBER_RANGE.max };
}

/** The field's format message: business_name has its own (spec §5). */
export function formatMessage(field: FieldDefinition): string {
  return field.name === 'business_name'
    ? messages.businessNameFormat
    : messages.format(titleOf(field));
}

/** What a list says at its max_rows: the refusal of one more row, and the list UI's note. */
export function maxRowsMessage(field: FieldDefinition): string {
  return messages.maxRows(titleOf(field), maxRowsOf(field));
}

/**
 * The generic checks of spec §5, in their order, returning the first failure — after the
 * characters of a text (the shared text rule and its messages: a line break outside a text
 * area, a control character) and the type check (a value of another type fails the format)
 * that come before them all: required and blank, over maxLength (128 where the
 * field names none), under minLength, more rows than the list takes, above max, below min,
 * failing the regex.
 */
export function validateField(
  field: FieldDefinition,
  value: unknown,
  required: boolean,
): string | null {
  const problem = typeof value === 'string' ? fieldTextProblem(field, value) : null;
  if (problem) return TEXT_PROBLEM_MESSAGES[problem](titleOf(field));
  if (!hasDeclaredType(field, value)) return formatMessage(field);
  if (isBlank(value)) {
    if (!required) return null;
    return field.name === 'business_class'
      ? messages.businessClassRequired
      : messages.required(field.title ?? field.label);
  }
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
  if (text !== null) {
    const maxLength = maxLengthOf(field);
    if (text.length > maxLength) return messages.maxLength(titleOf(field), maxLength);
    if (field.minLength !== undefined && text.length < field.minLength) {
      return messages.minLength(titleOf(field), field.minLength);
    }
  }
  if (Array.isArray(value) && value.length > maxRowsOf(field)) return maxRowsMessage(field);
  const { min, max } = numericBounds(field);
  const number = asNumber(value);
  if (field.rendered_type === 'number' && number === null) return formatMessage(field);
  if (number !== null && (min !== undefined || max !== undefined)) {
    if (max !== undefined && number > max) return messages.max(labelOf(field), max);
    if (min !== undefined && number < min) return messages.min(labelOf(field), min);
  }
  if (field.regex && text !== null && !new RegExp(field.regex).test(text)) {
    return formatMessage(field);
  }
  return null;
}
