import { isRow } from './answer-type';
import { formatMessage, validateField } from './field-validation';
import { isMonthAllowed } from './month-picker';
import { messages } from './messages';
import type { Answers, FieldDefinition, PageDefinition } from './page-definition';
import { confirmEmailError, confirmPasswordError, passwordError } from './password-rules';
import { isMaskedAnswer } from './sensitive-answers';
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
  // Choices ticked from a list (the licence flow's activities): each one of its options, once.
  if (Array.isArray(value) && field.options?.length) {
    const known = value.every((item) => field.options!.some((option) => option.value === item));
    return known && new Set(value).size === value.length ? null : formatMessage(field);
  }
  // A choice must be one of its options (a select cannot be answered with anything else).
  if (field.options?.length) {
    const chosen = field.options.find((option) => option.value === text);
    if (!chosen) return formatMessage(field);
    if (chosen.comingSoon) return messages.optionComingSoon(chosen.label);
  }
  if (field.rendered_type === 'month_picker' && !isMonthAllowed(text, today)) {
    return formatMessage(field);
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
    const key = `${prefix}${field.name}`;
    const value = answers[field.name];
    if (isHidden(field, fields, answers)) {
      // Hidden fields are not validated (spec §5). A field marked hidden (data_changed, the
      // licence activities' industry) still keeps its answer, so what is stored is checked as
      // its field says (type, length, format), never as required: the owner does not answer it.
      const message = field.depends_on ? null : validateField(field, value, false);
      if (message) errors[key] = message;
      continue;
    }
    // The masked form of a sensitive answer stands for the one saved before, which was valid;
    // the server refuses it when nothing it could stand for is saved.
    if (isMaskedAnswer(field, value)) continue;
    if (field.children) {
      validateRows(field, value, required.has(field.name), today, key, errors);
      continue;
    }
    const message =
      validateField(field, value, required.has(field.name)) ??
      specificRule(field, value, answers, today);
    if (message) errors[key] = message;
  }
}

/**
 * Lists (owners, managers) are checked as a whole first (a list of rows, required, at most
 * max_rows), then per row, each row against the list's row fields; an object field is one row.
 */
function validateRows(
  list: FieldDefinition,
  value: unknown,
  required: boolean,
  today: Date,
  key: string,
  errors: FieldErrors,
): void {
  const message = validateField(list, value, required);
  if (message) {
    errors[key] = message;
    return;
  }
  const rowRequired = new Set(list.children_required ?? []);
  const children = list.children ?? [];
  if (list.type === 'object') {
    if (isRow(value)) validateFields(children, rowRequired, value, today, `${key}.`, errors);
    return;
  }
  const rows = Array.isArray(value) ? (value as Answers[]) : [];
  rows.forEach((row, index) =>
    validateFields(children, rowRequired, row, today, `${key}.${index}.`, errors),
  );
  // Added up once every row's own number is valid: a missing or wrong one has its message.
  const field = list.rows_total?.field;
  const rowNumberWrong = rows.some((_, index) => errors[`${key}.${index}.${field}`] !== undefined);
  const total = rowNumberWrong ? null : rowsTotalError(list, rows);
  if (total) errors[key] = total;
}

/** A number answer (numbers may arrive as text); NaN for anything else, never a conversion. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
}

/**
 * Whether the rows add up as the list requires (rows_total); a row whose answer is no number
 * (an optional one left blank) leaves the total unchecked.
 */
function rowsTotalError(list: FieldDefinition, rows: readonly Answers[]): string | null {
  const rule = list.rows_total;
  if (!rule || rows.length === 0) return null;
  const numbers = rows.map((row) => numberOf(row[rule.field]));
  if (numbers.some((number) => !Number.isFinite(number))) return null;
  const total = numbers.reduce((sum, number) => sum + number, 0);
  return total === rule.value ? null : messages.rowsTotal(rule.label, rule.value, total);
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
