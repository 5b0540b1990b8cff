import { validateField } from './field-validation';
import { messages } from './messages';
import { isMonthAllowed } from './month-picker';
import type { Answers, FieldDefinition, PageDefinition } from './page-definition';
import { confirmEmailError, confirmPasswordError, passwordError } from './password-rules';
import { isBlank, isHidden } from './visibility';

/** Field key → message; list rows use `list.index.field` (e.g. owners.1.email). */
export type FieldErrors = Record<string, string>;

/** Rules that belong to particular fields rather than to their attributes (spec §5 "Specific fields"). */
function specificRule(
  field: FieldDefinition,
  value: unknown,
  answers: Answers,
  today: Date,
): string | null {
  if (isBlank(value)) return null;
  const text = String(value);
  switch (field.name) {
    case 'password':
      return passwordError(text);
    case 'confirm_password':
      return confirmPasswordError(String(answers.password ?? ''), text);
    case 'confirm_email':
      return confirmEmailError(String(answers.email ?? ''), text);
  }
  // A choice must be one of its options (a select cannot be answered with anything else).
  if (field.options?.length && !field.options.some((option) => option.value === text)) {
    return messages.format(field.title ?? field.label ?? field.name);
  }
  if (field.rendered_type === 'month_picker' && !isMonthAllowed(text, today)) {
    return messages.format(field.title ?? field.label ?? field.name);
  }
  return null;
}

function validateFields(
  fields: readonly FieldDefinition[],
  required: ReadonlySet<string>,
  answers: Answers,
  today: Date,
  prefix: string,
  errors: FieldErrors,
): void {
  for (const field of fields) {
    if (isHidden(field, fields, answers)) continue; // hidden fields are never validated
    const value = answers[field.name];
    if (field.children) {
      validateRows(field, value, required.has(field.name), today, `${prefix}${field.name}`, errors);
      continue;
    }
    const message =
      validateField(field, value, required.has(field.name)) ??
      specificRule(field, value, answers, today);
    if (message) errors[`${prefix}${field.name}`] = message;
  }
}

/** Lists (owners, managers) are validated per row, each row against the list's row fields. */
function validateRows(
  list: FieldDefinition,
  value: unknown,
  required: boolean,
  today: Date,
  key: string,
  errors: FieldErrors,
): void {
  const rows = Array.isArray(value) ? (value as Answers[]) : [];
  if (rows.length === 0) {
    if (required) errors[key] = messages.required(list.title ?? list.label);
    return;
  }
  const rowRequired = new Set(list.children_required ?? []);
  rows.forEach((row, index) =>
    validateFields(list.children ?? [], rowRequired, row ?? {}, today, `${key}.${index}.`, errors),
  );
}

/** Validates a page's answers as the browser does on Continue and the server does on save. */
export function validatePage(
  page: PageDefinition,
  answers: Answers,
  today: Date = new Date(),
): FieldErrors {
  const errors: FieldErrors = {};
  validateFields(page.fields, new Set(page.required), answers, today, '', errors);
  return errors;
}
