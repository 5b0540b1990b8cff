import { officialBusinessName } from './formatting';
import type { Answers, FieldDefinition } from './page-definition';
import { withoutHiddenAnswers } from './visibility';

/** Fields whose change rebuilds the official name (spec foundation §4). */
const OFFICIAL_NAME_PARTS = new Set(['business_name', 'legal_identifier']);

/**
 * Edits of a page's (or a list row's) answers made together (an address chosen from the search
 * fills street, city, state and ZIP code), with their consequences (spec foundation §4 "Form
 * behaviour"): the official name is rebuilt from name and identifier, and fields a depends_on
 * rule now hides lose their answers.
 */
export function applyEdits(
  fields: readonly FieldDefinition[],
  answers: Answers,
  edits: Answers,
): Answers {
  const next: Answers = { ...answers, ...edits };
  if (
    Object.keys(edits).some((name) => OFFICIAL_NAME_PARTS.has(name)) &&
    fields.some((field) => field.name === 'official_business_name')
  ) {
    next.official_business_name = officialBusinessName(
      String(next.business_name ?? ''),
      String(next.legal_identifier ?? ''),
    );
  }
  return withoutHiddenAnswers(fields, next);
}

/** One edit of a page's (or a list row's) answers, with its consequences (see applyEdits). */
export function applyEdit(
  fields: readonly FieldDefinition[],
  answers: Answers,
  name: string,
  value: unknown,
): Answers {
  return applyEdits(fields, answers, { [name]: value });
}

/**
 * The answers a page starts with: each field's default where it has one, and one blank row in
 * each list (an owners list starts with its first, unremovable owner).
 */
export function defaultAnswers(fields: readonly FieldDefinition[]): Answers {
  const answers: Answers = {};
  for (const field of fields) {
    if (field.default !== undefined) answers[field.name] = field.default;
    else if (field.children) answers[field.name] = [defaultAnswers(field.children)];
  }
  return answers;
}

/** The value at an error key: `business_name`, or `owners.1.email` inside a list row. */
function valueAt(answers: Answers, key: string): { present: boolean; value: unknown } {
  let current: unknown = answers;
  for (const part of key.split('.')) {
    if (current === null || typeof current !== 'object' || !(part in current)) {
      return { present: false, value: undefined };
    }
    current = (current as Record<string, unknown>)[part];
  }
  return { present: true, value: current };
}

/**
 * Errors without those of fields that changed or are no longer there: an edit clears its own
 * message (in a list, only the edited row's field), and a field hidden by the edit takes its
 * message with it.
 */
export function errorsAfterEdit(
  errors: Readonly<Record<string, string>>,
  before: Answers,
  after: Answers,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const was = valueAt(before, key);
    const now = valueAt(after, key);
    if (was.present === now.present && was.value === now.value) kept[key] = message;
  }
  return kept;
}
