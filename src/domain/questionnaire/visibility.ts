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

/**
 * Whether an answer equals a rule's value, as text ('true' matches true). Only plain values
 * compare: a list or an object (a hostile answer the type check refuses later) never matches,
 * and is never turned into text, which could run code of its own or throw.
 */
function sameValue(answer: unknown, value: string | number | boolean): boolean {
  const comparable =
    typeof answer === 'string' || typeof answer === 'number' || typeof answer === 'boolean';
  return comparable && String(answer) === String(value);
}

/**
 * Whether a depends_on rule hides the field: while the controlling field equals the rule's value
 * or is empty ('show' rules the other way round, and empty still hides), or while the
 * controlling field is itself hidden by its own rule (rules chain).
 */
export function isHiddenByRule(
  field: FieldDefinition,
  fields: readonly FieldDefinition[],
  answers: Answers,
  seen: ReadonlySet<string> = new Set(),
): boolean {
  const rule = field.depends_on;
  if (!rule || seen.has(field.name)) return false;
  const controller = fields.find((candidate) => candidate.name === rule.key);
  if (controller && isHiddenByRule(controller, fields, answers, new Set([...seen, field.name]))) {
    return true;
  }
  const controlling = controllingValue(rule.key, fields, answers);
  if (isBlank(controlling)) return true;
  const matches = sameValue(controlling, rule.value);
  return rule.action === 'show' ? !matches : matches;
}

/**
 * Whether a field is hidden (spec foundation §4 "Form behaviour"): hidden by its depends_on
 * rule, or marked hidden (meta fields such as data_changed or individual_id). Hidden fields are
 * never shown or validated.
 */
export function isHidden(
  field: FieldDefinition,
  fields: readonly FieldDefinition[],
  answers: Answers,
): boolean {
  return field.depends_on ? isHiddenByRule(field, fields, answers) : field.hidden === true;
}

/**
 * Answers without those of fields a depends_on rule hides: a field that becomes hidden loses
 * its answer (and so its error). Fields marked hidden keep theirs: they carry meta answers.
 */
export function withoutHiddenAnswers(
  fields: readonly FieldDefinition[],
  answers: Answers,
): Answers {
  const kept: Answers = {};
  for (const [key, value] of Object.entries(answers)) {
    const field = fields.find((candidate) => candidate.name === key);
    if (!field || !isHiddenByRule(field, fields, answers)) kept[key] = value;
  }
  return kept;
}
