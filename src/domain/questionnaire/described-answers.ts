import { isRow } from './answer-type';
import type { Answers, FieldDefinition } from './page-definition';
import { isHiddenByRule } from './visibility';

/**
 * Only what the definition describes, as the server stores it: the answers of the fields, in
 * list rows (and object fields) those of their row fields, each level without the answers of
 * fields a depends_on rule hides. Anything else — meta fields such as individual_id, keys of no
 * field, in a row or on the page — is dropped rather than refused, so a draft written against
 * an older definition still saves. Values of the wrong shape are kept for validation to refuse.
 */
export function describedAnswers(fields: readonly FieldDefinition[], answers: Answers): Answers {
  const described: Answers = {};
  for (const field of fields) {
    if (!Object.hasOwn(answers, field.name)) continue;
    if (isHiddenByRule(field, fields, answers)) continue;
    const value = answers[field.name];
    described[field.name] = field.children ? describedRows(field.children, value) : value;
  }
  return described;
}

function describedRows(children: readonly FieldDefinition[], value: unknown): unknown {
  const describedRow = (row: unknown) => (isRow(row) ? describedAnswers(children, row) : row);
  return Array.isArray(value) ? value.map(describedRow) : describedRow(value);
}
