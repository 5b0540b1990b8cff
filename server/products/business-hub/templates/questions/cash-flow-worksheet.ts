import type { FieldDefinition } from '../../../../../src/domain/questionnaire/page-definition';
import { moneyQuestion, selectQuestion, yearQuestion } from './builders';

/** January … December, in US English (the same names as every calendar Charter prints). */
export const MONTH_NAMES = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month, 1)),
  ),
);

export const FIRST_MONTH = selectQuestion(
  'first_month',
  'First month',
  MONTH_NAMES.map((month, index) => [String(index + 1), month] as const),
);
export const YEAR = yearQuestion('first_year', 'First year');
export const OPENING = moneyQuestion('opening_cash', 'Cash at the start');

export const QUESTIONS: readonly FieldDefinition[] = [FIRST_MONTH, YEAR, OPENING];
