import type { Answers, FieldDefinition } from './page-definition';
import { MASKED_TAX_ID_PATTERN, maskTaxId } from './tax-id';

/*
 * Answers of fields marked `sensitive` (the responsible party's SSN or ITIN, issue 14) as they
 * are sent back and shown everywhere but in their own field while the owner types them: masked
 * by maskTaxId, the last four digits. Tax ids are the only sensitive answers; a second kind
 * would name its own mask on the field.
 */

/** A sensitive field's answer as it may be shown; any other answer as it is. */
export function shownAnswer(field: FieldDefinition, value: unknown): unknown {
  return field.sensitive && typeof value === 'string' && value !== '' ? maskTaxId(value) : value;
}

/** A page's answers with every sensitive one masked. */
export function maskedAnswers(fields: readonly FieldDefinition[], answers: Answers): Answers {
  const masked = { ...answers };
  for (const field of fields) {
    if (field.name in masked) masked[field.name] = shownAnswer(field, masked[field.name]);
  }
  return masked;
}

/**
 * Whether `value` is a sensitive field's masked form: a save sends it when the owner kept the
 * answer saved before, which it stands for (the server checks that one ends in its digits).
 */
export function isMaskedAnswer(field: FieldDefinition, value: unknown): value is string {
  return field.sensitive === true && typeof value === 'string' && MASKED_TAX_ID_PATTERN.test(value);
}
