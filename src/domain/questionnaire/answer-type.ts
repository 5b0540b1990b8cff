import { maxLengthOf } from './answer-limits';
import type { Answers, FieldDefinition } from './page-definition';

/**
 * Whether an answer has the shape its field declares, checked before any other rule (a list
 * or an object would otherwise skip the length and format checks, which read text only).
 */

/** C0 control characters (U+0000–U+001F) and DEL: no typed text contains them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;
/** The same, but a text area keeps its tabs and line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Half of a surrogate pair without its other half: not text, and refused by the database. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text without control characters or lone surrogates. */
export function isCleanText(field: FieldDefinition, text: string): boolean {
  const control =
    field.rendered_type === 'text_area' ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER;
  return !control.test(text) && !LONE_SURROGATE.test(text);
}

/** A JSON object (a list row), not an array, null or anything else. */
export function isRow(value: unknown): value is Answers {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One item of a list without row fields: clean text no longer than the field allows. */
function isTextItem(field: FieldDefinition, item: unknown): boolean {
  return typeof item === 'string' && item.length <= maxLengthOf(field) && isCleanText(field, item);
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
      return typeof value === 'string' && isCleanText(field, value);
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
