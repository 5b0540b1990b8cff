import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { choiceField, options, textField } from '../../../../pages/field-builders';

/**
 * The kinds of question templates ask, built with the flows' own field builders so the same
 * validation runs in the browser's draft and on the server. Every answer is text. No `docx`
 * here or below: the server's pages read the questions at start without loading a template.
 */

/** Dollars without the sign, with optional thousands commas and cents: '1,250' or '1250.00'. */
export const MONEY_REGEX = '^(\\d{1,3}(,\\d{3})*|\\d+)(\\.\\d{2})?$';
/** A US date as people write it on documents: MM/DD/YYYY. */
export const DATE_REGEX = '^(0?[1-9]|1[0-2])/(0?[1-9]|[12]\\d|3[01])/\\d{4}$';
/** A share from 0.01 to 100, with up to two decimals, without the % sign. */
export const PERCENT_REGEX = '^(100(\\.0{1,2})?|[1-9]?\\d(\\.\\d{1,2})?)$';
/** A year this century, for worksheets and checklists. */
export const YEAR_REGEX = '^20\\d{2}$';

/** A name of a person or a business, or another short line of text. */
export function shortText(name: string, title: string, placeholderText?: string): FieldDefinition {
  return textField(name, title, placeholderText ? { placeholder: placeholderText } : {});
}

/** A dollar amount, printed with its '$'. */
export function moneyQuestion(name: string, title: string): FieldDefinition {
  return textField(name, title, { regex: MONEY_REGEX, placeholder: '1,250.00', maxLength: 16 });
}

export function dateQuestion(name: string, title: string): FieldDefinition {
  return textField(name, title, { regex: DATE_REGEX, placeholder: 'MM/DD/YYYY', maxLength: 10 });
}

export function percentQuestion(name: string, title: string): FieldDefinition {
  return textField(name, title, { regex: PERCENT_REGEX, placeholder: '25', maxLength: 6 });
}

export function yearQuestion(name: string, title: string): FieldDefinition {
  return textField(name, title, { regex: YEAR_REGEX, placeholder: '2027', maxLength: 4 });
}

/** A few sentences in a text area, line breaks kept (a scope of work, a list of decisions). */
/** The most a text area holds: a few sentences. */
export const TEXT_AREA_MAX_LENGTH = 1_000;

export function longText(
  name: string,
  title: string,
  maxLength = TEXT_AREA_MAX_LENGTH,
): FieldDefinition {
  return textField(name, title, { rendered_type: 'text_area', maxLength });
}

/**
 * A choice from a list; the document prints the chosen label, so labels are written to read
 * well in a sentence ('within 30 days of the invoice date').
 */
export function selectQuestion(
  name: string,
  title: string,
  choices: ReadonlyArray<readonly [string, string]>,
): FieldDefinition {
  return choiceField(name, title, 'select', options(...choices));
}
