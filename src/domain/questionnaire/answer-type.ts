import { isCleanText, textProblem, type TextProblem } from '../text-characters';
import { maxLengthOf } from './answer-limits';
import type { Answers, FieldDefinition } from './page-definition';

/**
 * Whether an answer has the shape its field declares, checked before any other rule (a list
 * or an object would otherwise skip the length and format checks, which read text only).
 */

/** Whether the field's text may span lines: a text area's alone (spec §5 "text_area"). */
export const isMultiLineField = (field: FieldDefinition) => field.rendered_type === 'text_area';

/** Text without control characters or lone surrogates; a text area keeps its line breaks. */
function isFieldText(field: FieldDefinition, text: string): boolean {
  return isCleanText(text, { multiLine: isMultiLineField(field) });
}

/** What is wrong with a text answer's characters for its field, or null. */
export function fieldTextProblem(field: FieldDefinition, text: string): TextProblem | null {
  return textProblem(text, { multiLine: isMultiLineField(field) });
}

/** A JSON object (a list row), not an array, null or anything else. */
export function isRow(value: unknown): value is Answers {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One item of a list without row fields: clean text no longer than the field allows. */
function isTextItem(field: FieldDefinition, item: unknown): boolean {
  return typeof item === 'string' && item.length <= maxLengthOf(field) && isFieldText(field, item);
}

/**
 * Whether `value` is an answer of the field's declared type: text (clean), a finite number
 * (whole for integers; '' is an emptied number input), a boolean, a list of rows (objects,
 * whose values their row fields check) or of texts, or one object. No answer at all (absent or
 * null) always is; whether one is needed is the required rule's business.
 */
export function hasDeclaredType(field: FieldDefinition, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  switch (field.type) {
    case 'string':
      return typeof value === 'string' && isFieldText(field, value);
    case 'number':
      return value === '' || (typeof value === 'number' && Number.isFinite(value));
    case 'integer':
      return value === '' || Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return (
        Array.isArray(value) &&
        value.every((item) => (field.children ? isRow(item) : isTextItem(field, item)))
      );
    case 'object':
      return isRow(value);
  }
}
