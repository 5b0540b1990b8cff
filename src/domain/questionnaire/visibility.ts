import type { Answers, FieldDefinition } from './page-definition';

export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The controlling value of a rule: the answer, or the controlling field's default. */
function controllingValue(
  key: string,
  fields: readonly FieldDefinition[],
  answers: Answers,
): unknown {
  if (key in answers && !isBlank(answers[key])) return answers[key];
  return fields.find((field) => field.name === key)?.default;
}

function sameValue(a: unknown, b: unknown): boolean {
  return String(a) === String(b);
}

/**
 * Whether a field is hidden (spec foundation §4 "Form behaviour"): a depends_on rule hides it
 * while the controlling field equals the rule's value or is empty ('show' rules the other way
 * round, and empty still hides); a field marked hidden with no rule stays hidden.
 */
export function isHidden(
  field: FieldDefinition,
  fields: readonly FieldDefinition[],
  answers: Answers,
): boolean {
  const rule = field.depends_on;
  if (!rule) return field.hidden === true;
  const controlling = controllingValue(rule.key, fields, answers);
  if (isBlank(controlling)) return true;
  const matches = sameValue(controlling, rule.value);
  return rule.action === 'show' ? !matches : matches;
}

/**
 * Answers with the hidden fields' answers removed: a field that becomes hidden loses its
 * answer (and so its error), and hidden answers are never sent or validated.
 */
export function withoutHiddenAnswers(
  fields: readonly FieldDefinition[],
  answers: Answers,
): Answers {
  const visible: Answers = {};
  for (const [key, value] of Object.entries(answers)) {
    const field = fields.find((candidate) => candidate.name === key);
    if (!field || !isHidden(field, fields, answers)) visible[key] = value;
  }
  return visible;
}
