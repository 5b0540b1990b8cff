import type { FieldDefinition } from '../../domain/questionnaire/page-definition';

/** An answer as the key of a choice: options carry strings, boolean answers 'true'/'false'. */
export function choiceKey(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return String(value);
}

/** A chosen option key back as the answer: a boolean for yes/no questions. */
export function answerOfChoice(field: FieldDefinition, key: string | null): unknown {
  if (key === null) return null;
  if (field.type === 'boolean') return key === 'true';
  return key;
}

export function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}
