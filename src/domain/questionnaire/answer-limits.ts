import { MAX_TEXT_LENGTH } from '../text-limits';
import type { FieldDefinition } from './page-definition';

/**
 * The bounds every answer has even where its page definition names none, so no field of any
 * page (served today or added later) takes an unbounded value.
 */

/** Items of a list without its own max_rows (e.g. chosen activity ids). */
export const DEFAULT_MAX_ROWS = 100;

/** The longest text a field (or each item of a list of texts) takes: its maxLength, else 128. */
export function maxLengthOf(field: FieldDefinition): number {
  return field.maxLength ?? MAX_TEXT_LENGTH;
}

/** The most rows (or items) a list takes: its max_rows (owners 3, managers 8), else 100. */
export function maxRowsOf(field: FieldDefinition): number {
  return field.max_rows ?? DEFAULT_MAX_ROWS;
}
